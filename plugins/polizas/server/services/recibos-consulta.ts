import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { applyListQuery, type CountCache, type RawListQuery } from '../../../../core/server/list-query/index.ts';
import type { ListPage } from '../../../../core/shared/envelope.ts';
import { aseguradoraUnica } from './aseguradora-unica.ts';
import { totalRecordado } from './conteos.ts';
import { correosDeClientes, type CorreosDeCliente } from './correos-cliente.ts';
import { recibosListSpec } from './listas.ts';
import { MENSAJES_POLIZAS, type MonedaDePoliza, type Recibo, type ReciboItem } from '../../shared/polizas.ts';

/** Reads of receipts under row-level security; every function takes the request's transaction. */

/** 'vencido' is a pending receipt past its due date in Mexico City (the session's time zone). */
export const STATUS_RECIBO_SQL = `case when r.status = 'pendiente' and r.fec_vence < current_date then 'vencido' else r.status end`;

export const COLUMNAS_RECIBO = [
  'r.id', 'r.poliza_id as polizaId', 'r.serie', 'r.total_serie as totalSerie', 'r.fec_vig_de as fecVigDe', 'r.fec_vig_a as fecVigA',
  'r.fec_vence as fecVence', 'r.prima', 'r.derecho', 'r.recargo', 'r.iva', 'r.total', 'r.comision', 'r.ajuste', 'r.fec_pago as fecPago',
  'r.folio_pago as folioPago', 'r.tipo_cambio as tipoCambio', 'r.observacion', 'r.folio_aseguradora as folioAseguradora',
  'r.fec_conciliacion as fecConciliacion', 'r.folio_conciliacion as folioConciliacion',
];

function statusRecibo(trx: Knex.Transaction): Knex.Raw {
  return trx.raw(`${STATUS_RECIBO_SQL} as status`);
}

/** The receipts of one policy in series order. */
export async function recibosDePoliza(trx: Knex.Transaction, polizaId: number, moneda: MonedaDePoliza): Promise<Recibo[]> {
  const filas = await trx('recibos as r').where('r.poliza_id', polizaId).orderBy('r.serie').orderBy('r.id').select(...COLUMNAS_RECIBO, statusRecibo(trx));
  return filas.map((f: Omit<Recibo, 'moneda'>) => ({ ...f, moneda }));
}

/**
 * Receipts of policies that were not deleted, each with what the collection rows show (spec 02 §3):
 * one query, no request per row. The joins match the list filters' column names.
 */
function recibosVisibles(trx: Knex.Transaction): Knex.QueryBuilder {
  // Left joins on required references give the same rows and let PostgreSQL drop them from the
  // list's count(*) (see polizasVisibles).
  return trx('recibos as r')
    .join('polizas as p', 'p.id', 'r.poliza_id')
    .leftJoin('clientes as c', 'c.id', 'p.cliente_id')
    .leftJoin(aseguradoraUnica(trx), 'a.id', 'p.aseguradora_id')
    .leftJoin('ramos as ra', 'ra.id', 'p.ramo_id')
    .leftJoin('monedas_catalogo as m', 'm.id', 'p.moneda_id')
    .where(delAgente(trx, 'r.agente_id'))
    .whereNot('p.status', 'eliminada');
}

function columnasReciboItem(trx: Knex.Transaction): (string | Knex.Raw)[] {
  return [
    ...COLUMNAS_RECIBO,
    statusRecibo(trx),
    'm.id as monedaId', 'm.moneda as monedaNombre', 'm.abreviacion as monedaAbreviacion',
    'p.no_poliza as polizaNoPoliza', 'p.total as polizaTotal', 'p.concepto as polizaConcepto', 'p.status as polizaStatus',
    'c.id as clienteId', 'c.nombres as clienteNombres', 'c.ap_pat as clienteApPat', 'c.ap_mat as clienteApMat',
    'ra.id as ramoId', 'ra.nombre as ramoNombre', 'a.id as aseguradoraId', 'a.abreviacion as aseguradoraAbreviacion',
  ];
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

function itemDeRecibo(f: FilaReciboItem, clienteCorreos: CorreosDeCliente): ReciboItem {
  const {
    monedaId, monedaNombre, monedaAbreviacion, polizaNoPoliza, polizaTotal, polizaConcepto, polizaStatus,
    clienteId, clienteNombres, clienteApPat, clienteApMat, ramoId, ramoNombre, aseguradoraId, aseguradoraAbreviacion,
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
  const fila = await recibosVisibles(trx).where('r.id', id).first(columnasReciboItem(trx));
  if (!fila) throw notFound(MENSAJES_POLIZAS.reciboNoExiste);
  return itemDeRecibo(fila, (await correosDeClientes(trx, [fila.clienteId]))(fila.clienteId));
}

/** GET /recibos: a page of the list (filters of recibosListSpec), each receipt with its policy. */
export async function paginaDeRecibos(trx: Knex.Transaction, query: RawListQuery, conteos?: CountCache): Promise<ListPage<ReciboItem>> {
  const total = await totalRecordado(trx, conteos, 'recibos');
  const pagina = await applyListQuery<FilaReciboItem>(recibosVisibles(trx).select(columnasReciboItem(trx)), recibosListSpec, query, total);
  const correos = await correosDeClientes(trx, pagina.items.map((f) => f.clienteId));
  return { ...pagina, items: pagina.items.map((f) => itemDeRecibo(f, correos(f.clienteId))) };
}
