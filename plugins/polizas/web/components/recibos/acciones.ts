import type { StatusPoliza, StatusRecibo } from '../../../../catalogos/shared/catalogos.ts';
import { polizaActiva } from '../detalle/estados.ts';

/** What a receipt offers (spec 02 §4 'Receipt statuses'); sending a communication is comunicacion's, offered unless paid (ReciboFila). */
export type AccionRecibo = 'pagar' | 'revertir' | 'cancelar' | 'reactivar' | 'bitacora' | 'adjuntos';

const POR_STATUS: Record<StatusRecibo, readonly AccionRecibo[]> = {
  pendiente: ['pagar', 'bitacora', 'adjuntos', 'cancelar'],
  vencido: ['pagar', 'bitacora', 'adjuntos', 'cancelar'],
  pagado: ['revertir', 'bitacora', 'adjuntos'],
  cancelado: ['bitacora', 'adjuntos', 'reactivar'],
};

/** The changes the server refuses while the policy is closed (reactivate the policy first). */
const CAMBIOS: readonly AccionRecibo[] = ['pagar', 'revertir', 'cancelar', 'reactivar'];

/** The actions of a receipt of a policy in `polizaStatus`: only its log and attachments once the policy is closed. */
export function accionesDeRecibo(status: StatusRecibo, polizaStatus: StatusPoliza): readonly AccionRecibo[] {
  return polizaActiva(polizaStatus) ? POR_STATUS[status] : POR_STATUS[status].filter((a) => !CAMBIOS.includes(a));
}
