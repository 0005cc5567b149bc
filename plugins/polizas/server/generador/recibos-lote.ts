import { RAMO } from '../../../catalogos/shared/catalogos.ts';
import { reciboT } from '../models/recibo.model.ts';
import { porRamo, type PlanPolizas } from './polizas-lote.ts';
import { azarSql, columnas, entero, fecha } from './sql.ts';

/**
 * The receipts of a batch's policies (`polizas_lote`), in SQL, by the rule of calcularRecibos
 * (plugins/polizas/shared/recibos-calculo.ts) with derecho and financiamiento not prorated — what a
 * policy saved without receipts gets: one receipt per instalment, receipt k starting k × 12/n months
 * after the policy; prima neta split in equal cents with the remainder on the first receipt; derecho
 * and financiamiento on the first; IVA 16% (half away from zero) of each later receipt's base, or for
 * Vida its base's share of the policy's IVA, and the first takes what makes the sum exact; due date
 * the start plus the agent's offset for the line; commission = % × prima neta of the receipt.
 *
 * Statuses: a cancelled policy's receipts are cancelled by the close; a terminated one's are paid up
 * to its close and cancelled after; otherwise most receipts due more than 60 days ago are paid,
 * 60 % of those due in the last 60 days (the rest are overdue), 15 % of those due in the next 15 days.
 */
export function sqlDeRecibos(plan: PlanPolizas): string {
  const u = azarSql(plan.semilla);
  const hoy = fecha(plan.hoy);
  const clave = '(r.g * 12 + r.serie)';
  const vence = (cual: 'primero' | 'subsecuente') => porRamo('r.ramo', (ramo) => entero(plan.vencimientos[ramo][cual]));
  return `
  recibos_base as (
    select p.id as poliza_id, p.g, p.ramo, p.status as status_poliza, p.cierre, p.moneda_id, p.a, p.pagos, p.pct_c,
      p.neta, p.derecho, p.recargo, p.iva, s.serie,
      (p.de + make_interval(months => (s.serie - 1) * 12 / p.pagos))::date as vig_de,
      case when s.serie = p.pagos then p.a else (p.de + make_interval(months => s.serie * 12 / p.pagos))::date end as vig_a,
      p.neta / p.pagos + case when s.serie = 1 then p.neta % p.pagos else 0 end as neta_r,
      case when s.serie = 1 then p.derecho else 0 end as derecho_r,
      case when s.serie = 1 then p.recargo else 0 end as recargo_r,
      case when p.ramo <> ${RAMO.VIDA} then (2 * (p.neta / p.pagos) * 16 + 100) / 200
        when p.neta + p.derecho + p.recargo = 0 then 0
        else (2 * p.iva * (p.neta / p.pagos) + p.neta + p.derecho + p.recargo) / (2 * (p.neta + p.derecho + p.recargo)) end as iva_siguientes
    from polizas_lote p cross join lateral generate_series(1, p.pagos) s(serie)
  ),
  recibos_fechas as (
    select r.*, r.vig_de + case when r.serie = 1 then ${vence('primero')} else ${vence('subsecuente')} end as vence,
      case when r.serie = 1 then r.iva - (r.pagos - 1) * r.iva_siguientes else r.iva_siguientes end as iva_r
    from recibos_base r
  ),
  recibos_lote as (
    select r.*, case
        when r.status_poliza = 'cancelada' then 'cancelado'
        when r.status_poliza = 'terminada' then case when r.serie = 1 or r.vence < r.cierre then 'pagado' else 'cancelado' end
        when r.status_poliza = 'pendiente' then 'pendiente'
        when ${u(clave, 21)} < 0.005 then 'cancelado'
        when r.vence < ${hoy} - 60 then case when ${u(clave, 20)} < 0.97 then 'pagado' else 'pendiente' end
        when r.vence < ${hoy} then case when ${u(clave, 20)} < 0.6 then 'pagado' else 'pendiente' end
        when r.vence < ${hoy} + 15 then case when ${u(clave, 20)} < 0.15 then 'pagado' else 'pendiente' end
        else 'pendiente' end as status,
      least(${hoy}, case when r.status_poliza = 'terminada' then r.cierre else ${hoy} end, r.vence - floor(${u(clave, 22)} * 20)::int) as pago,
      ${clave} as clave
    from recibos_fechas r
  ),
  ins_recibos as (
    insert into ${reciboT.nombre} (${columnas(reciboT, 'agenteId', 'polizaId', 'serie', 'totalSerie', 'fecVigDe', 'fecVigA', 'fecVence', 'prima', 'derecho', 'recargo', 'iva', 'total')},
      ${columnas(reciboT, 'comision', 'status', 'fecPago', 'folioPago', 'tipoCambio', 'canceladoPorCierre')})
    select ${entero(plan.agenteId)}, poliza_id, serie, pagos, vig_de, vig_a, vence, neta_r / 100.0, derecho_r / 100.0, recargo_r / 100.0, iva_r / 100.0,
      (neta_r + derecho_r + recargo_r + iva_r) / 100.0, (2 * neta_r * pct_c + 10000) / 20000 / 100.0, status,
      case when status = 'pagado' then pago end,
      case when status = 'pagado' then 'PAG-' || lpad((clave % 100000000)::text, 8, '0') end,
      case when status = 'pagado' then (case moneda_id when 1 then 1 when 2 then 17.85 when 3 then 19.40 else 8.25 end) end,
      status = 'cancelado' and status_poliza in ('cancelada', 'terminada')
    from recibos_lote
    returning 1
  )`;
}
