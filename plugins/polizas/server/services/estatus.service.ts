import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { TIPO_RAZON } from '../../../catalogos/shared/catalogos.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import type { MotivoDatos, PagoDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { Poliza } from '../models/poliza.model.ts';
import { Recibo, reciboT } from '../models/recibo.model.ts';
import { anotarEnPoliza } from './poliza-bitacora.ts';
import { razonPorId } from './poliza-referencias.ts';
import { polizaParaCambio } from './polizas.service.ts';

/**
 * Status transitions of policies and receipts (spec 02 §4; docs/adr/017-polizas.md). Each one locks
 * the policy row and writes the change to the policy's activity log.
 */

const ACTIVAS = ['vigente', 'pendiente'];
const MONEDA_PESO = 1;

const col = reciboT.col;

const motivo = (razon: string, texto: string) => `Motivo: ${razon}. Comentarios: ${texto}`;

/** PUT /polizas/{id}/cancelar: terminada when any receipt was paid, else cancelada; pending receipts are cancelled. */
export async function cerrarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<boolean> {
  const poliza = await polizaParaCambio(trx, id);
  if (!ACTIVAS.includes(poliza.status)) throw badRequest(MENSAJES_POLIZAS.noCerrable);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.POLIZA);
  const pagado = await Recibo.query(trx).where(col.polizaId, id).where(col.status, 'pagado').select(col.id).limit(1).first();
  const terminada = Boolean(pagado);
  await Recibo.query(trx).where(col.polizaId, id).where(col.status, 'pendiente').patch({ status: 'cancelado', canceladoPorCierre: true, updatedAt: trx.fn.now() });
  await Poliza.query(trx)
    .findById(id)
    .patch({ status: terminada ? 'terminada' : 'cancelada', cierreRazonId: datos.razonId, cierreTexto: datos.texto, updatedAt: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, id, terminada ? 'Póliza terminada' : 'Póliza cancelada', motivo(razon, datos.texto));
  return terminada;
}

/** PUT /polizas/{id}/reactivar: vigente again, with the receipts its close cancelled. */
export async function reactivarPoliza(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<void> {
  const poliza = await polizaParaCambio(trx, id);
  if (ACTIVAS.includes(poliza.status)) throw badRequest(MENSAJES_POLIZAS.noReactivable);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.POLIZA);
  await Recibo.query(trx).where(col.polizaId, id).where(col.canceladoPorCierre, true).patch({ status: 'pendiente', canceladoPorCierre: false, updatedAt: trx.fn.now() });
  await Poliza.query(trx).findById(id).patch({ status: 'vigente', updatedAt: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, id, 'Póliza reactivada', motivo(razon, datos.texto));
}

type ReciboBloqueado = Pick<Recibo, 'id' | 'polizaId' | 'serie' | 'totalSerie' | 'status'> & { monedaId: number; polizaStatus: string };

/** The receipt and its policy, both locked; `polizaId` from a payload must be the receipt's own. */
async function reciboParaCambio(trx: Knex.Transaction, id: number, polizaId: number | null = null): Promise<ReciboBloqueado> {
  const r = await Recibo.query(trx).findById(id).forUpdate().select(col.id, col.polizaId, col.serie, col.totalSerie, col.status);
  if (!r) throw notFound(MENSAJES_POLIZAS.reciboNoExiste);
  if (polizaId !== null && polizaId !== r.polizaId) throw badRequest(MENSAJES_POLIZAS.reciboAjeno);
  // A deleted policy's receipts are gone with it.
  const poliza = await polizaParaCambio(trx, r.polizaId).catch(() => {
    throw notFound(MENSAJES_POLIZAS.reciboNoExiste);
  });
  return { id: r.id, polizaId: r.polizaId, serie: r.serie, totalSerie: r.totalSerie, status: r.status, monedaId: poliza.monedaId, polizaStatus: poliza.status };
}

const nombreRecibo = (r: ReciboBloqueado) => `Recibo ${r.serie}/${r.totalSerie}`;

/** PUT /recibos/{id}/pagar: a pending (or overdue) receipt of an active policy. */
export async function pagarRecibo(trx: Knex.Transaction, escritor: Escritor, id: number, pago: PagoDatos): Promise<void> {
  const r = await reciboParaCambio(trx, id);
  if (r.status !== 'pendiente') throw badRequest(MENSAJES_POLIZAS.reciboNoPagable);
  if (!ACTIVAS.includes(r.polizaStatus)) throw badRequest(MENSAJES_POLIZAS.polizaNoActiva);
  if (r.monedaId === MONEDA_PESO && pago.tipoCambio !== 1) throw badRequest(MENSAJES_POLIZAS.tipoCambioPesos);
  await Recibo.query(trx).findById(id).patch({
    status: 'pagado',
    fecPago: pago.fechaPago,
    folioPago: pago.folioPago,
    tipoCambio: pago.tipoCambio,
    observacion: pago.observacion,
    updatedAt: trx.fn.now(),
  });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Pago de recibo', `${nombreRecibo(r)} pagado el ${pago.fechaPago}, folio ${pago.folioPago}`);
}

/** PUT /recibos/{id}/cancelarPago: back to pending, payment data cleared. */
export async function revertirPago(trx: Knex.Transaction, escritor: Escritor, id: number): Promise<void> {
  const r = await reciboParaCambio(trx, id);
  if (r.status !== 'pagado') throw badRequest(MENSAJES_POLIZAS.reciboNoPagado);
  if (!ACTIVAS.includes(r.polizaStatus)) throw badRequest(MENSAJES_POLIZAS.polizaNoActiva);
  await Recibo.query(trx).findById(id).patch({ status: 'pendiente', fecPago: null, folioPago: null, tipoCambio: null, updatedAt: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Pago revertido', `${nombreRecibo(r)}: se revirtió su pago`);
}

/** PUT /recibos/{id}/cancelar. */
export async function cancelarRecibo(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<void> {
  const r = await reciboParaCambio(trx, id, datos.polizaId);
  if (r.status !== 'pendiente') throw badRequest(MENSAJES_POLIZAS.reciboNoCancelable);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.RECIBO);
  await Recibo.query(trx).findById(id).patch({ status: 'cancelado', canceladoPorCierre: false, updatedAt: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Recibo cancelado', `${nombreRecibo(r)}. ${motivo(razon, datos.texto)}`);
}

/** PUT /recibos/{id}/reactivar: only while its policy is active (reactivate the policy first). */
export async function reactivarRecibo(trx: Knex.Transaction, escritor: Escritor, id: number, datos: MotivoDatos): Promise<void> {
  const r = await reciboParaCambio(trx, id, datos.polizaId);
  if (r.status !== 'cancelado') throw badRequest(MENSAJES_POLIZAS.reciboNoReactivable);
  if (!ACTIVAS.includes(r.polizaStatus)) throw badRequest(MENSAJES_POLIZAS.polizaNoActiva);
  const razon = await razonPorId(trx, datos.razonId, TIPO_RAZON.RECIBO);
  await Recibo.query(trx).findById(id).patch({ status: 'pendiente', canceladoPorCierre: false, updatedAt: trx.fn.now() });
  await anotarEnPoliza(trx, escritor, r.polizaId, 'Recibo reactivado', `${nombreRecibo(r)}. ${motivo(razon, datos.texto)}`);
}
