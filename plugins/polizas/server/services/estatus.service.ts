import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { TIPO_RAZON } from '../../../catalogos/shared/catalogos.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import type { MotivoDatos, PagoDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { anotarEnPoliza } from './poliza-bitacora.ts';
import { razonPorId } from './poliza-referencias.ts';
import { polizaParaCambio } from './polizas.service.ts';

/**
 * Status transitions of policies and receipts (spec 02 §4; docs/adr/017-polizas.md). Each one locks
 * the policy row and writes the change to the policy's activity log.
 */

const ACTIVAS = ['vigente', 'pendiente'];
const MONEDA_PESO = 1;

const motivo = (razon: string, texto: string) => `Motivo: ${razon}. Comentarios: ${texto}`;

/** PUT /polizas/{id}/cancelar: terminada when any receipt was paid, else cancelada; pending receipts are cancelled. */
export async function cerrarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<boolean> {
  const poliza = await polizaParaCambio(trx, id);
  if (!ACTIVAS.includes(poliza.status)) throw badRequest(MENSAJES_POLIZAS.noCerrable);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.POLIZA);
  const pagado = await trx('recibos').where({ poliza_id: id, status: 'pagado' }).first('id');
  const terminada = Boolean(pagado);
  await trx('recibos').where({ poliza_id: id, status: 'pendiente' }).update({ status: 'cancelado', cancelado_por_cierre: true, updated_at: trx.fn.now() });
  await trx('polizas').where('id', id).update({ status: terminada ? 'terminada' : 'cancelada', cierre_razon_id: datos.razonId, cierre_texto: datos.texto, updated_at: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, id, terminada ? 'Póliza terminada' : 'Póliza cancelada', motivo(razon, datos.texto));
  return terminada;
}

/** PUT /polizas/{id}/reactivar: vigente again, with the receipts its close cancelled. */
export async function reactivarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<void> {
  const poliza = await polizaParaCambio(trx, id);
  if (ACTIVAS.includes(poliza.status)) throw badRequest(MENSAJES_POLIZAS.noReactivable);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.POLIZA);
  await trx('recibos').where({ poliza_id: id, cancelado_por_cierre: true }).update({ status: 'pendiente', cancelado_por_cierre: false, updated_at: trx.fn.now() });
  await trx('polizas').where('id', id).update({ status: 'vigente', updated_at: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, id, 'Póliza reactivada', motivo(razon, datos.texto));
}

interface ReciboBloqueado {
  id: number;
  polizaId: number;
  serie: number;
  totalSerie: number;
  status: string;
  monedaId: number;
  polizaStatus: string;
}

/** The receipt and its policy, both locked; `polizaId` from a payload must be the receipt's own. */
async function reciboParaCambio(trx: Knex.Transaction, id: number, polizaId: number | null = null): Promise<ReciboBloqueado> {
  const r = await trx('recibos').where('id', id).forUpdate().first('id', 'poliza_id as polizaId', 'serie', 'total_serie as totalSerie', 'status');
  if (!r) throw notFound(MENSAJES_POLIZAS.reciboNoExiste);
  if (polizaId !== null && polizaId !== r.polizaId) throw badRequest(MENSAJES_POLIZAS.reciboAjeno);
  // A deleted policy's receipts are gone with it.
  const poliza = await polizaParaCambio(trx, r.polizaId).catch(() => {
    throw notFound(MENSAJES_POLIZAS.reciboNoExiste);
  });
  return { ...r, monedaId: poliza.monedaId, polizaStatus: poliza.status };
}

const nombreRecibo = (r: ReciboBloqueado) => `Recibo ${r.serie}/${r.totalSerie}`;

/** PUT /recibos/{id}/pagar: a pending (or overdue) receipt of an active policy. */
export async function pagarRecibo(trx: Knex.Transaction, escritor: Escritor, id: number, pago: PagoDatos): Promise<void> {
  const r = await reciboParaCambio(trx, id);
  if (r.status !== 'pendiente') throw badRequest(MENSAJES_POLIZAS.reciboNoPagable);
  if (!ACTIVAS.includes(r.polizaStatus)) throw badRequest(MENSAJES_POLIZAS.polizaNoActiva);
  if (r.monedaId === MONEDA_PESO && pago.tipoCambio !== 1) throw badRequest(MENSAJES_POLIZAS.tipoCambioPesos);
  await trx('recibos').where('id', id).update({
    status: 'pagado', fec_pago: pago.fechaPago, folio_pago: pago.folioPago, tipo_cambio: pago.tipoCambio, observacion: pago.observacion, updated_at: trx.fn.now(),
  });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Pago de recibo', `${nombreRecibo(r)} pagado el ${pago.fechaPago}, folio ${pago.folioPago}`);
}

/** PUT /recibos/{id}/cancelarPago: back to pending, payment data cleared. */
export async function revertirPago(trx: Knex.Transaction, escritor: Escritor, id: number): Promise<void> {
  const r = await reciboParaCambio(trx, id);
  if (r.status !== 'pagado') throw badRequest(MENSAJES_POLIZAS.reciboNoPagado);
  if (!ACTIVAS.includes(r.polizaStatus)) throw badRequest(MENSAJES_POLIZAS.polizaNoActiva);
  await trx('recibos').where('id', id).update({ status: 'pendiente', fec_pago: null, folio_pago: null, tipo_cambio: null, updated_at: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Pago revertido', `${nombreRecibo(r)}: se revirtió su pago`);
}

/** PUT /recibos/{id}/cancelar. */
export async function cancelarRecibo(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<void> {
  const r = await reciboParaCambio(trx, id, datos.polizaId);
  if (r.status !== 'pendiente') throw badRequest(MENSAJES_POLIZAS.reciboNoCancelable);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.RECIBO);
  await trx('recibos').where('id', id).update({ status: 'cancelado', cancelado_por_cierre: false, updated_at: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Recibo cancelado', `${nombreRecibo(r)}. ${motivo(razon, datos.texto)}`);
}

/** PUT /recibos/{id}/reactivar: only while its policy is active (reactivate the policy first). */
export async function reactivarRecibo(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<void> {
  const r = await reciboParaCambio(trx, id, datos.polizaId);
  if (r.status !== 'cancelado') throw badRequest(MENSAJES_POLIZAS.reciboNoReactivable);
  if (!ACTIVAS.includes(r.polizaStatus)) throw badRequest(MENSAJES_POLIZAS.polizaNoActiva);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.RECIBO);
  await trx('recibos').where('id', id).update({ status: 'pendiente', cancelado_por_cierre: false, updated_at: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Recibo reactivado', `${nombreRecibo(r)}. ${motivo(razon, datos.texto)}`);
}
