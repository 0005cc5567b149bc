import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { applyListQuery, type CachedCount, type RawListQuery } from '../../../../core/server/list-query/index.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { aseguradoraT, monedaCatalogoT, ramoT } from '../../../catalogos/server/index.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { polizaT } from '../models/poliza.model.ts';
import { reciboT } from '../models/recibo.model.ts';
import { aseguradoraUnica } from './aseguradora-unica.ts';
import { comoCampos, comoJson } from './campos.ts';
import { correosDeClientes, type CorreosDeCliente } from './correos-cliente.ts';
import { recibosListSpec } from './listas.ts';
import { MENSAJES_POLIZAS, type Recibo, type ReciboItem } from '../../shared/polizas.ts';

/** Reads of receipts under row-level security; every function takes the request's transaction. */

/** The aliases of the reads below (and of recibosListSpec's columns). */
const r = reciboT.de('r');
const p = polizaT.de('p');
const c = clienteT.de('c');
const a = aseguradoraT.de('a');
const ra = ramoT.de('ra');
const m = monedaCatalogoT.de('m');

/** 'vencido' is a pending receipt past its due date in Mexico City (the session's time zone). */
export const STATUS_RECIBO_SQL = `case when ${r.status} = 'pendiente' and ${r.fecVence} < current_date then 'vencido' else ${r.status} end`;

/** A receipt's fields and their columns, shared by the receipt lists (columns) and the policy detail (json). */
const CAMPOS_RECIBO: { readonly [K in keyof Recibo]?: string } = {
  id: r.id,
  polizaId: r.polizaId,
  serie: r.serie,
  totalSerie: r.totalSerie,
  fecVigDe: r.fecVigDe,
  fecVigA: r.fecVigA,
  fecVence: r.fecVence,
  prima: r.prima,
  derecho: r.derecho,
  recargo: r.recargo,
  iva: r.iva,
  total: r.total,
  comision: r.comision,
  ajuste: r.ajuste,
  fecPago: r.fecPago,
  folioPago: r.folioPago,
  tipoCambio: r.tipoCambio,
  observacion: r.observacion,
  folioAseguradora: r.folioAseguradora,
  fecConciliacion: r.fecConciliacion,
  folioConciliacion: r.folioConciliacion,
};

export const COLUMNAS_RECIBO = comoCampos<Recibo>(CAMPOS_RECIBO);

function statusRecibo(trx: Knex.Transaction): Knex.Raw {
  return trx.raw(`${STATUS_RECIBO_SQL} as status`);
}

const RECIBO_JSON = comoJson<Recibo>({ ...CAMPOS_RECIBO, status: STATUS_RECIBO_SQL });

/**
 * The receipts of the policy in `columnaPoliza`, in series order, as a json array in that policy's own
 * row (each without its currency, which is the policy's): the detail reads them without a round trip
 * of its own. `r` here is the receipts' alias, whatever `r` means in the outer query.
 */
export function recibosDePolizaComoJson(knex: Knex, columnaPoliza: string, alias = 'recibos'): Knex.Raw {
  return knex.raw(`coalesce((select json_agg(${RECIBO_JSON} order by ${r.serie}, ${r.id}) from ${reciboT.as('r')} where ${r.polizaId} = ${columnaPoliza}), '[]') as ??`, [alias]);
}

/**
 * Receipts of policies that were not deleted, each with what the collection rows show (spec 02 §3):
 * one query, no request per row. The joins match the list filters' column names.
 */
function recibosVisibles(trx: Knex.Transaction): Knex.QueryBuilder {
  // Left joins on required references give the same rows and let PostgreSQL drop them from the
  // list's count(*) (see polizasVisibles).
  return trx(reciboT.as('r'))
    .join(polizaT.as('p'), p.id, r.polizaId)
    .leftJoin(clienteT.as('c'), c.id, p.clienteId)
    .leftJoin(aseguradoraUnica(trx), a.id, p.aseguradoraId)
    .leftJoin(ramoT.as('ra'), ra.id, p.ramoId)
    .leftJoin(monedaCatalogoT.as('m'), m.id, p.monedaId)
    .where(delAgente(trx, r.agenteId))
    .whereNot(p.status, 'eliminada');
}

function columnasReciboItem(trx: Knex.Transaction): (string | Knex.Raw)[] {
  return [...COLUMNAS_RECIBO, statusRecibo(trx), ...COLUMNAS_ITEM];
}

interface FilaReciboItem extends Omit<Recibo, 'moneda'> {
  monedaId: number;
  monedaNombre: string;
  monedaAbreviacion: string;
  polizaNoPoliza: string;
  polizaTotal: number;
  polizaConcepto: string;
  polizaStatus: ReciboItem['poliza']['status'];
  clienteId: number;
  clienteNombres: string;
  clienteApPat: string | null;
  clienteApMat: string | null;
  ramoId: ReciboItem['poliza']['ramo']['id'];
  ramoNombre: string;
  aseguradoraId: number;
  aseguradoraAbreviacion: string;
}

const COLUMNAS_ITEM = comoCampos<FilaReciboItem>({
  monedaId: m.id,
  monedaNombre: m.moneda,
  monedaAbreviacion: m.abreviacion,
  polizaNoPoliza: p.noPoliza,
  polizaTotal: p.total,
  polizaConcepto: p.concepto,
  polizaStatus: p.status,
  clienteId: c.id,
  clienteNombres: c.nombres,
  clienteApPat: c.apPat,
  clienteApMat: c.apMat,
  ramoId: ra.id,
  ramoNombre: ra.nombre,
  aseguradoraId: a.id,
  aseguradoraAbreviacion: a.abreviacion,
});

function itemDeRecibo(f: FilaReciboItem, clienteCorreos: CorreosDeCliente): ReciboItem {
  const {
    monedaId,
    monedaNombre,
    monedaAbreviacion,
    polizaNoPoliza,
    polizaTotal,
    polizaConcepto,
    polizaStatus,
    clienteId,
    clienteNombres,
    clienteApPat,
    clienteApMat,
    ramoId,
    ramoNombre,
    aseguradoraId,
    aseguradoraAbreviacion,
    ...recibo
  } = f;
  return {
    ...recibo,
    moneda: { id: monedaId, moneda: monedaNombre, abreviacion: monedaAbreviacion },
    poliza: {
      id: recibo.polizaId,
      noPoliza: polizaNoPoliza,
      total: polizaTotal,
      concepto: polizaConcepto,
      status: polizaStatus,
      cliente: { id: clienteId, nombres: clienteNombres, apPat: clienteApPat, apMat: clienteApMat, correos: clienteCorreos },
      ramo: { id: ramoId, ramo: ramoNombre },
      agenteClave: { aseguradora: { id: aseguradoraId, abreviacion: aseguradoraAbreviacion } },
    },
  };
}

/** GET /recibos/{id}: one receipt with its policy, or 404. */
export async function reciboPorId(trx: Knex.Transaction, id: number): Promise<ReciboItem> {
  const fila = await recibosVisibles(trx).where(r.id, id).first(columnasReciboItem(trx));
  if (!fila) throw notFound(MENSAJES_POLIZAS.reciboNoExiste);
  return itemDeRecibo(fila, (await correosDeClientes(trx, [fila.clienteId]))(fila.clienteId));
}

/** GET /recibos: a page of the list (filters of recibosListSpec), each receipt with its policy; `recordado` as in paginaDePolizas. */
export async function paginaDeRecibos(trx: Knex.Transaction, query: RawListQuery, recordado?: CachedCount): Promise<ListPage<ReciboItem>> {
  const pagina = await applyListQuery<FilaReciboItem>(recibosVisibles(trx).select(columnasReciboItem(trx)), recibosListSpec, query, recordado);
  const correos = await correosDeClientes(
    trx,
    pagina.items.map((f) => f.clienteId),
  );
  return { ...pagina, items: pagina.items.map((f) => itemDeRecibo(f, correos(f.clienteId))) };
}
