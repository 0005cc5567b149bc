import type { Knex } from 'knex';
import { badRequest } from '../../../../core/server/http/errors.ts';
import { vencimientosDeRamo } from '../../../catalogos/server/index.ts';
import type { PolizaDatos, ReciboDatos } from '../../shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { CalculoRecibosError, calcularRecibos, comisionDe, type DatosCalculoRecibos } from '../../shared/recibos-calculo.ts';
import { Recibo, reciboT } from '../models/recibo.model.ts';

/** The receipts a policy save writes: the ones sent, or — when none are — the calculated ones. */

/** The columns a save writes of a receipt (a new one adds its agent and policy). */
type FilaDeRecibo = Pick<
  Recibo,
  | 'serie'
  | 'totalSerie'
  | 'fecVigDe'
  | 'fecVigA'
  | 'fecVence'
  | 'prima'
  | 'derecho'
  | 'recargo'
  | 'iva'
  | 'total'
  | 'comision'
  | 'ajuste'
  | 'status'
  | 'fecPago'
  | 'folioPago'
  | 'tipoCambio'
  | 'observacion'
  | 'folioAseguradora'
  | 'fecConciliacion'
  | 'folioConciliacion'
>;

export interface ReciboAGuardar {
  id: number | null;
  fila: FilaDeRecibo;
}

function filaDeRecibo(r: ReciboDatos, serie: number, totalSerie: number, porcentaje: number): FilaDeRecibo {
  const status = r.status === 'vencido' || !r.status ? 'pendiente' : r.status;
  const pagado = status === 'pagado';
  return {
    serie,
    totalSerie,
    fecVigDe: r.fecVigDe,
    fecVigA: r.fecVigA,
    fecVence: r.fecVence,
    prima: r.prima,
    derecho: r.derecho,
    recargo: r.recargo,
    iva: r.iva,
    total: r.total,
    comision: r.comision ?? comisionDe(porcentaje, r.prima),
    ajuste: r.ajuste ?? 0,
    status,
    fecPago: pagado ? r.fecPago : null,
    folioPago: pagado ? r.folioPago : null,
    tipoCambio: pagado ? (r.tipoCambio ?? 1) : null,
    observacion: r.observacion,
    folioAseguradora: r.folioAseguradora,
    fecConciliacion: r.fecConciliacion,
    folioConciliacion: r.folioConciliacion,
  };
}

/** A new receipt's row: its policy's agent and id and the columns a save writes, each named (see recibosCalculados). */
export function reciboNuevo(agenteId: number, polizaId: number, f: FilaDeRecibo): FilaDeRecibo & Pick<Recibo, 'agenteId' | 'polizaId'> {
  return {
    agenteId,
    polizaId,
    serie: f.serie,
    totalSerie: f.totalSerie,
    fecVigDe: f.fecVigDe,
    fecVigA: f.fecVigA,
    fecVence: f.fecVence,
    prima: f.prima,
    derecho: f.derecho,
    recargo: f.recargo,
    iva: f.iva,
    total: f.total,
    comision: f.comision,
    ajuste: f.ajuste,
    status: f.status,
    fecPago: f.fecPago,
    folioPago: f.folioPago,
    tipoCambio: f.tipoCambio,
    observacion: f.observacion,
    folioAseguradora: f.folioAseguradora,
    fecConciliacion: f.fecConciliacion,
    folioConciliacion: f.folioConciliacion,
  };
}

/** The wizard's receipts of a policy given its line's due-date parameters (catalogos' vencimientosDeRamo). */
export function recibosCalculados(datos: PolizaDatos, vencimientos: { primero: number; subsecuente: number }): ReciboDatos[] {
  const calculo: DatosCalculoRecibos = {
    formaPago: datos.formaPago,
    modelo: datos.ramo,
    fechaVigenciaDe: datos.fechaVigenciaDe,
    fechaVigenciaA: datos.fechaVigenciaA,
    primaNeta: datos.prima,
    derecho: datos.derecho,
    recargo: datos.recargo,
    iva: datos.iva,
    prorratearDerecho: false,
    prorratearRecargo: false,
  };
  try {
    // Every field named, no spread: a spread with added keys takes V8's slow path (7 µs a receipt, ADR 032).
    return calcularRecibos(calculo, vencimientos).map((r) => ({
      id: null,
      serie: r.serie,
      fecVigDe: r.fecVigDe,
      fecVigA: r.fecVigA,
      fecVence: r.fecVence,
      prima: r.prima,
      derecho: r.derecho,
      recargo: r.recargo,
      iva: r.iva,
      total: r.total,
      comision: null,
      ajuste: null,
      status: r.status,
      fecPago: r.fecPago,
      folioPago: r.folioPago,
      tipoCambio: null,
      observacion: null,
      folioAseguradora: null,
      fecConciliacion: null,
      folioConciliacion: null,
    }));
  } catch (err) {
    if (err instanceof CalculoRecibosError) throw badRequest(err.message);
    throw err;
  }
}

/** A policy saved without receipts gets the calculated ones, as the wizard would have shown them. */
export async function recibosParaGuardar(trx: Knex.Transaction, datos: PolizaDatos, porcentaje: number): Promise<ReciboAGuardar[]> {
  return recibosNumerados(datos.recibos.length ? datos.recibos : recibosCalculados(datos, await vencimientosDeRamo(trx, datos.ramo)), porcentaje);
}

/** The rows of a list of receipts. */
export function recibosNumerados(lista: ReciboDatos[], porcentaje: number): ReciboAGuardar[] {
  // Series are renumbered 1..n in the order sent, so a hand-edited list can never leave a gap.
  const ordenados = [...lista].sort((a, b) => a.serie - b.serie);
  return ordenados.map((r, i) => ({ id: r.id, fila: filaDeRecibo(r, i + 1, lista.length, porcentaje) }));
}

/**
 * Writes the receipts of a policy: sent ids update theirs, new ones are added, the rest removed —
 * except a paid receipt, whose payment must be reverted first. Answers the ids it removed.
 */
export async function guardarRecibos(trx: Knex.Transaction, agenteId: number, polizaId: number, recibos: ReciboAGuardar[]): Promise<number[]> {
  if (recibos.length === 0) throw badRequest(MENSAJES_POLIZAS.sinRecibos);
  const { id: columnaId, polizaId: columnaPoliza, status } = reciboT.col;
  const actuales = await Recibo.query(trx).where(columnaPoliza, polizaId).select(columnaId, status);
  const enviados = new Set(recibos.map((r) => r.id).filter((id): id is number => id !== null));
  for (const id of enviados) if (!actuales.some((a) => a.id === id)) throw badRequest(MENSAJES_POLIZAS.reciboAjeno);
  const quitados = actuales.filter((a) => !enviados.has(a.id));
  if (quitados.some((a) => a.status === 'pagado')) throw badRequest(MENSAJES_POLIZAS.reciboPagadoNoSeQuita);
  if (quitados.length)
    await Recibo.query(trx)
      .whereIn(
        columnaId,
        quitados.map((a) => a.id),
      )
      .delete();
  for (const { id, fila } of recibos)
    if (id !== null)
      await Recibo.query(trx)
        .findById(id)
        .patch({ ...fila, updatedAt: trx.fn.now() });
  const nuevos = recibos.filter((r) => r.id === null);
  if (nuevos.length) await Recibo.query(trx).insert(nuevos.map((r) => reciboNuevo(agenteId, polizaId, r.fila)));
  return quitados.map((a) => a.id);
}
