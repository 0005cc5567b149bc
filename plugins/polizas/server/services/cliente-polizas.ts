import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import { aseguradoraT, monedaCatalogoT } from '../../../catalogos/server/index.ts';
import { Cliente, clienteT } from '../../../clientes/server/index.ts';
import { MENSAJES_CLIENTES } from '../../../clientes/shared/clientes.ts';
import { aCentavos, aPesos } from '../../shared/dinero.ts';
import { MAXIMO_EN_RESUMEN, type PolizaDelCliente, type PolizasDelClienteResumen, type PorCobrarDelCliente, type ReciboDelCliente } from '../../shared/cliente-polizas.ts';
import { polizaT } from '../models/poliza.model.ts';
import { reciboT } from '../models/recibo.model.ts';
import { aseguradoraUnica } from './aseguradora-unica.ts';
import { comoCampos } from './campos.ts';
import { STATUS_RECIBO_SQL } from './recibos-consulta.ts';

/** A client's policies and receipts to collect (issue 18, the client 360), under row-level security. */

const p = polizaT.de('p');
const r = reciboT.de('r');
const a = aseguradoraT.de('a');
const m = monedaCatalogoT.de('m');

const COLUMNAS_POLIZA = comoCampos<PolizaDelCliente>({
  id: p.id,
  noPoliza: p.noPoliza,
  concepto: p.concepto,
  ramo: p.ramoId,
  aseguradora: a.abreviacion,
  status: p.status,
  fechaVigenciaDe: p.fechaVigenciaDe,
  fechaVigenciaA: p.fechaVigenciaA,
  total: p.total,
  moneda: m.abreviacion,
});

const COLUMNAS_RECIBO = comoCampos<Omit<ReciboDelCliente, 'status'>>({
  id: r.id,
  polizaId: r.polizaId,
  noPoliza: p.noPoliza,
  serie: r.serie,
  totalSerie: r.totalSerie,
  fecVence: r.fecVence,
  total: r.total,
  moneda: m.abreviacion,
});

/** The client's policies that were not deleted, with insurer and currency. */
function polizasDe(trx: Knex.Transaction, clienteId: number): Knex.QueryBuilder {
  return trx(polizaT.as('p'))
    .leftJoin(aseguradoraUnica(trx), a.id, p.aseguradoraId)
    .leftJoin(monedaCatalogoT.as('m'), m.id, p.monedaId)
    .where(delAgente(trx, p.agenteId))
    .where(p.clienteId, clienteId)
    .whereNot(p.status, 'eliminada');
}

/**
 * Pending and overdue per currency over every pending receipt (not only the listed ones): summed
 * exactly as numeric in the database, answered through whole cents.
 */
async function porCobrar(trx: Knex.Transaction, clienteId: number): Promise<PorCobrarDelCliente[]> {
  const filas: { moneda: string; pendiente: number; vencido: number }[] = await polizasDe(trx, clienteId)
    .join(reciboT.as('r'), r.polizaId, p.id)
    .where(r.status, 'pendiente')
    .groupBy(m.abreviacion)
    .orderBy(m.abreviacion)
    .select(`${m.abreviacion} as moneda`, trx.raw(`sum(${r.total}) as pendiente`), trx.raw(`coalesce(sum(${r.total}) filter (where ${r.fecVence} < current_date), 0) as vencido`));
  return filas.map((f) => ({ moneda: f.moneda, pendiente: aPesos(aCentavos(Number(f.pendiente))), vencido: aPesos(aCentavos(Number(f.vencido))) }));
}

/**
 * The client must be one of the caller's agent (row-level security hides any other, which is then
 * a 404 like an unknown id); a deleted client keeps its policies and shows them.
 */
export async function polizasDelCliente(trx: Knex.Transaction, clienteId: number): Promise<PolizasDelClienteResumen> {
  const cliente = await Cliente.query(trx).findById(clienteId).select(clienteT.col.id);
  if (!cliente) throw notFound(MENSAJES_CLIENTES.noExiste);
  const polizas: PolizaDelCliente[] = await polizasDe(trx, clienteId)
    .orderBy(p.fechaVigenciaA, 'desc')
    .orderBy(p.id, 'desc')
    .limit(MAXIMO_EN_RESUMEN)
    .select(...COLUMNAS_POLIZA);
  const recibos: ReciboDelCliente[] = await polizasDe(trx, clienteId)
    .join(reciboT.as('r'), r.polizaId, p.id)
    .where(r.status, 'pendiente')
    .orderBy(r.fecVence)
    .orderBy(r.id)
    .limit(MAXIMO_EN_RESUMEN)
    .select(...COLUMNAS_RECIBO, trx.raw(`${STATUS_RECIBO_SQL} as status`));
  return { polizas, recibos, porCobrar: await porCobrar(trx, clienteId) };
}
