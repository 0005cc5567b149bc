import type { Knex } from 'knex';
import { defineListSpec, type ListFilterValue, type ListOperator } from '../../../../core/shared/list-query.ts';
import { CONDUCTOS, FORMAS_PAGO, STATUS_POLIZA, STATUS_RECIBO } from '../../../catalogos/shared/catalogos.ts';

/**
 * The list-query whitelists of GET /polizas and GET /recibos (spec 02 §7: the list, report, renewal
 * and collection filters). Column names match the joins of polizasVisibles and recibosVisibles.
 * Name and number searches read the stored folded columns (nombre_busqueda, no_poliza_busqueda).
 */

export const polizasListSpec = defineListSpec({
  fields: {
    id: { type: 'integer', column: 'p.id', sortable: true },
    clienteId: { type: 'integer', column: 'p.cliente_id' },
    vendedorId: { type: 'integer', column: 'p.vendedor_id' },
    aseguradoraId: { type: 'integer', column: 'p.aseguradora_id' },
    noPoliza: { type: 'text', column: 'p.no_poliza_busqueda', folded: true, sortable: true },
    concepto: { type: 'text', column: 'p.concepto', sortable: true },
    abreviacion: { type: 'text', column: 'a.abreviacion', sortable: true },
    nombre: { type: 'text', column: 'c.nombre_busqueda', folded: true, sortable: true },
    fechaVigenciaDe: { type: 'date', column: 'p.fecha_vigencia_de', sortable: true },
    fechaVigenciaA: { type: 'date', column: 'p.fecha_vigencia_a', sortable: true },
    conducto: { type: 'enum', column: 'p.conducto', values: CONDUCTOS.map((c) => c.key) },
    ramo: { type: 'integer', column: 'p.ramo_id', sortable: true },
    esRobot: { type: 'boolean', column: 'p.es_robot' },
    status: { type: 'enum', column: 'p.status', values: STATUS_POLIZA.filter((s) => s.key !== 'eliminada').map((s) => s.key), sortable: true },
    formaPago: { type: 'enum', column: 'p.forma_pago', values: FORMAS_PAGO.map((f) => f.key) },
    moneda: { type: 'integer', column: 'p.moneda_id' },
    polizaIDRenovo: { type: 'integer', column: 'p.poliza_id_renovo' },
    total: { type: 'number', column: 'p.total', sortable: true },
  },
  defaultOrder: 'fechaVigenciaDe desc',
  tiebreaker: 'p.id',
  maxSize: 50_000,
});

/** status=PENDIENTE includes overdue receipts (stored pendiente); status=VENCIDO only those past due. */
function filtroStatusRecibo(qb: Knex.QueryBuilder, op: ListOperator, value: ListFilterValue): void {
  const uno = (q: Knex.QueryBuilder, status: string) =>
    status === 'vencido' ? q.where('r.status', 'pendiente').where('r.fec_vence', '<', q.client.raw('current_date')) : q.where('r.status', status);
  const valores = (Array.isArray(value) ? value : [value]).map((v) => String(v).toLowerCase());
  if (op === 'nu') return void qb.whereNull('r.status');
  if (op === 'nn') return void qb.whereNotNull('r.status');
  const alguno = (q: Knex.QueryBuilder) => valores.forEach((v) => q.orWhere((o) => uno(o, v)));
  if (op === 'eq' || op === 'in') qb.where(alguno);
  else qb.whereNot(alguno);
}

export const recibosListSpec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    id: { type: 'integer', column: 'r.id', sortable: true },
    polizaId: { type: 'integer', column: 'r.poliza_id' },
    serie: { type: 'integer', column: 'r.serie', sortable: true },
    fecVence: { type: 'date', column: 'r.fec_vence', sortable: true },
    fecVigDe: { type: 'date', column: 'r.fec_vig_de', sortable: true },
    fecPago: { type: 'date', column: 'r.fec_pago', sortable: true },
    status: { type: 'enum', values: STATUS_RECIBO.map((s) => s.key), filter: filtroStatusRecibo },
    total: { type: 'number', column: 'r.total', sortable: true },
    cliente_nombre: { type: 'text', column: 'c.nombre_busqueda', folded: true, sortable: true },
    clienteId: { type: 'integer', column: 'p.cliente_id' },
    poliza_noPoliza: { type: 'text', column: 'p.no_poliza_busqueda', folded: true, sortable: true },
    aseguradora_abreviacion: { type: 'text', column: 'a.abreviacion', sortable: true },
    aseguradoraId: { type: 'integer', column: 'p.aseguradora_id' },
    ramo: { type: 'integer', column: 'p.ramo_id' },
    formaPago: { type: 'enum', column: 'p.forma_pago', values: FORMAS_PAGO.map((f) => f.key) },
    moneda: { type: 'integer', column: 'p.moneda_id' },
    polizaStatus: { type: 'enum', column: 'p.status', values: STATUS_POLIZA.filter((s) => s.key !== 'eliminada').map((s) => s.key) },
  },
  defaultOrder: 'fecVence asc',
  tiebreaker: 'r.id',
  maxSize: 50_000,
});
