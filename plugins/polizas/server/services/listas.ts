import type { Knex } from 'knex';
import { defineListSpec, type ListFilterValue, type ListOperator } from '../../../../core/shared/list-query.ts';
import { CONDUCTOS, FORMAS_PAGO, STATUS_POLIZA, STATUS_RECIBO } from '../../../catalogos/shared/catalogos.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { agenteClaveT } from '../models/agente-clave.model.ts';
import { polizaT } from '../models/poliza.model.ts';
import { reciboT } from '../models/recibo.model.ts';
import { aseguradoraT } from '../../../catalogos/server/index.ts';

/**
 * The list-query whitelists of GET /polizas and GET /recibos (spec 02 §7: the list, report, renewal
 * and collection filters) and GET /aseguradoras/claves. Column names match the joins of
 * polizasVisibles, recibosVisibles and clavesDelAgente.
 * Name and number searches read the stored folded columns (nombre_busqueda, no_poliza_busqueda).
 */

/** The joins' aliases: p policies, r receipts, k agent keys, c clients, a insurers (the view). */
const p = polizaT.de('p');
const k = agenteClaveT.de('k');
const r = reciboT.de('r');
const c = clienteT.de('c');
const a = aseguradoraT.de('a');

export const polizasListSpec = defineListSpec({
  fields: {
    id: { type: 'integer', column: p.id, sortable: true },
    clienteId: { type: 'integer', column: p.clienteId },
    vendedorId: { type: 'integer', column: p.vendedorId },
    aseguradoraId: { type: 'integer', column: p.aseguradoraId },
    noPoliza: { type: 'text', column: p.noPolizaBusqueda, folded: true, sortable: true },
    concepto: { type: 'text', column: p.concepto, sortable: true },
    abreviacion: { type: 'text', column: a.abreviacion, sortable: true },
    nombre: { type: 'text', column: c.nombreBusqueda, folded: true, sortable: true },
    fechaVigenciaDe: { type: 'date', column: p.fechaVigenciaDe, sortable: true },
    fechaVigenciaA: { type: 'date', column: p.fechaVigenciaA, sortable: true },
    conducto: { type: 'enum', column: p.conducto, values: CONDUCTOS.map((k) => k.key) },
    ramo: { type: 'integer', column: p.ramoId, sortable: true },
    esRobot: { type: 'boolean', column: p.esRobot },
    status: { type: 'enum', column: p.status, values: STATUS_POLIZA.filter((s) => s.key !== 'eliminada').map((s) => s.key), sortable: true },
    formaPago: { type: 'enum', column: p.formaPago, values: FORMAS_PAGO.map((f) => f.key) },
    moneda: { type: 'integer', column: p.monedaId },
    polizaIDRenovo: { type: 'integer', column: p.polizaIdRenovo },
    total: { type: 'number', column: p.total, sortable: true },
  },
  defaultOrder: 'fechaVigenciaDe desc',
  tiebreaker: p.id,
  maxSize: 50_000,
});

/** status=PENDIENTE includes overdue receipts (stored pendiente); status=VENCIDO only those past due. */
function filtroStatusRecibo(qb: Knex.QueryBuilder, op: ListOperator, value: ListFilterValue): void {
  const uno = (q: Knex.QueryBuilder, status: string) =>
    status === 'vencido' ? q.where(r.status, 'pendiente').where(r.fecVence, '<', q.client.raw('current_date')) : q.where(r.status, status);
  const valores = (Array.isArray(value) ? value : [value]).map((v) => String(v).toLowerCase());
  if (op === 'nu') return void qb.whereNull(r.status);
  if (op === 'nn') return void qb.whereNotNull(r.status);
  const alguno = (q: Knex.QueryBuilder) => valores.forEach((v) => q.orWhere((o) => uno(o, v)));
  if (op === 'eq' || op === 'in') qb.where(alguno);
  else qb.whereNot(alguno);
}

export const recibosListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    id: { type: 'integer', column: r.id, sortable: true },
    polizaId: { type: 'integer', column: r.polizaId },
    serie: { type: 'integer', column: r.serie, sortable: true },
    fecVence: { type: 'date', column: r.fecVence, sortable: true },
    fecVigDe: { type: 'date', column: r.fecVigDe, sortable: true },
    fecPago: { type: 'date', column: r.fecPago, sortable: true },
    status: { type: 'enum', values: STATUS_RECIBO.map((s) => s.key), filter: filtroStatusRecibo },
    total: { type: 'number', column: r.total, sortable: true },
    cliente_nombre: { type: 'text', column: c.nombreBusqueda, folded: true, sortable: true },
    clienteId: { type: 'integer', column: p.clienteId },
    poliza_noPoliza: { type: 'text', column: p.noPolizaBusqueda, folded: true, sortable: true },
    aseguradora_abreviacion: { type: 'text', column: a.abreviacion, sortable: true },
    aseguradoraId: { type: 'integer', column: p.aseguradoraId },
    ramo: { type: 'integer', column: p.ramoId },
    formaPago: { type: 'enum', column: p.formaPago, values: FORMAS_PAGO.map((f) => f.key) },
    moneda: { type: 'integer', column: p.monedaId },
    polizaStatus: { type: 'enum', column: p.status, values: STATUS_POLIZA.filter((s) => s.key !== 'eliminada').map((s) => s.key) },
  },
  defaultOrder: 'fecVence asc',
  tiebreaker: r.id,
  maxSize: 50_000,
});

/** GET /aseguradoras/claves: the agent's keys with their insurer; the screens ask for all (size 99999, spec 02 §9). */
export const clavesListSpec = defineListSpec({
  fields: {
    id: { type: 'integer', column: k.id, sortable: true },
    aseguradoraId: { type: 'integer', column: k.aseguradoraId, sortable: true },
    aseguradora: { type: 'text', column: a.aseguradora, sortable: true },
    abreviacion: { type: 'text', column: a.abreviacion, sortable: true },
    clave: { type: 'text', column: k.clave, sortable: true },
    vida: { type: 'boolean', column: k.vida },
    autos: { type: 'boolean', column: k.autos },
    salud: { type: 'boolean', column: k.salud },
    diversos: { type: 'boolean', column: k.diversos },
    sincronizacion: { type: 'boolean', column: k.sincronizacion },
  },
  defaultOrder: 'abreviacion asc, clave asc',
  defaultSize: 99999,
  maxSize: 99999,
  tiebreaker: k.id,
});
