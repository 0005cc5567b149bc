import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { monedaT } from '../../../catalogos/server/index.ts';
import { VENTANAS, type ResumenCartera } from '../../shared/resumen.ts';
import { resumenCarteraT } from '../models/resumen-cartera.model.ts';
import { metasDelAnioComoJson, metasDelPeriodo, type FilaMeta } from './metas-resumen.ts';

/**
 * The portfolio summary read from the running totals (docs/adr/018-resumen-cartera.md): one query
 * over a few hundred rows per agent (lines × the windows' days, the overdue days and this year's
 * months), whatever the size of the portfolio, with this year's goals in the same statement. Dates are today in Mexico City (the
 * sessions' time zone).
 */

const CONTADORES = VENTANAS.filter((v) => v.clave !== '<');
const DESDE = Math.min(...CONTADORES.map((v) => v.desde));
const HASTA = Math.max(...CONTADORES.map((v) => v.hasta));

/** rc: the running totals; m: the agent's configured currency of an emission row (its exchange rate). */
const rc = resumenCarteraT.de('rc');
const m = monedaT.de('m');

function columnas(knex: Knex): Knex.Raw[] {
  const ventana = (indicador: string, prefijo: string) =>
    CONTADORES.map((v) =>
      knex.raw(`coalesce(sum(${rc.cantidad}) filter (where ${rc.indicador} = ? and ${rc.fecha} between current_date + ${v.desde} and current_date + ${v.hasta}), 0)::int as ??`, [
        indicador,
        `${prefijo}${v.clave}`,
      ]),
    );
  const periodo = (unidad: 'month' | 'year') =>
    `${rc.fecha} >= date_trunc('${unidad}', current_date)::date and ${rc.fecha} < (date_trunc('${unidad}', current_date) + interval '1 ${unidad}')::date`;
  // Emission and pending totals are in each policy's currency: converted with the agent's configured rate (the peso is 1).
  const enPesos = `${rc.prima} * coalesce(${m.tipoCambio}, case when ${rc.monedaId} = 1 then 1 else 0 end)`;
  const vencido = `${rc.indicador} = 'pendientes' and ${rc.fecha} < current_date`;
  return [
    knex.raw(`coalesce(sum(${rc.cantidad}) filter (where ${rc.indicador} = 'clientes'), 0)::int as clientes`),
    knex.raw(`coalesce(sum(${rc.cantidad}) filter (where ${rc.indicador} = 'vigentes'), 0)::int as polizas`),
    ...ventana('pendientes', 'cxc'),
    ...ventana('por_renovar', 'ren'),
    knex.raw(`coalesce(sum(${rc.cantidad}) filter (where ${vencido}), 0)::int as vencidos`),
    knex.raw(`coalesce(round(sum(${enPesos}) filter (where ${vencido}), 2), 0) as "vencidosMonto"`),
    knex.raw(`coalesce(sum(${rc.prima}) filter (where ${rc.indicador} = 'pagos' and ${periodo('month')}), 0) as ppm`),
    knex.raw(`coalesce(sum(${rc.prima}) filter (where ${rc.indicador} = 'pagos' and ${periodo('year')}), 0) as paa`),
    knex.raw(`coalesce(round(sum(${enPesos}) filter (where ${rc.indicador} = 'emision' and ${periodo('month')}), 2), 0) as em`),
    knex.raw(`coalesce(round(sum(${enPesos}) filter (where ${rc.indicador} = 'emision' and ${periodo('year')}), 2), 0) as eaa`),
  ];
}

/** The totals' row and this year's goals, as consultaDeResumenDeCartera reads them. */
export type FilaResumen = Omit<ResumenCartera, 'metaMensual' | 'metaAnual'> & { mes: number; metas: FilaMeta[] };

/**
 * GET /reportes/resumen-cartera, what it reads: the totals and this year's goals in one json column
 * `resumen`, so the route reads it in one statement (ApiRouter.leer). `resumenDeFila` shapes the answer.
 */
export function consultaDeResumenDeCartera(knex: Knex, ramos: readonly number[]): Knex.Raw {
  const totales = knex(resumenCarteraT.as('rc'))
    .leftJoin(monedaT.as('m'), m.monedaId, rc.monedaId)
    .where(delAgente(knex, rc.agenteId))
    // One index range per part: clients and in-force counts, the coming windows, this year's months.
    .where((q) =>
      q
        .where(rc.indicador, 'clientes')
        .orWhere((w) => w.where(rc.indicador, 'vigentes').whereIn(rc.ramoId, ramos))
        .orWhere((w) => w.where(rc.indicador, 'por_renovar').whereIn(rc.ramoId, ramos).whereRaw(`${rc.fecha} between current_date + ${DESDE} and current_date + ${HASTA}`))
        // Pending receipts: the windows and everything overdue (one index range up to the last window).
        .orWhere((w) => w.where(rc.indicador, 'pendientes').whereIn(rc.ramoId, ramos).whereRaw(`${rc.fecha} <= current_date + ${HASTA}`))
        .orWhere((w) => w.whereIn(rc.indicador, ['pagos', 'emision']).whereIn(rc.ramoId, ramos).whereRaw(`${rc.fecha} >= date_trunc('year', current_date)::date`)),
    )
    .select([...columnas(knex), knex.raw(`extract(month from current_date)::int as mes`), metasDelAnioComoJson(knex)]);
  // An aggregate without grouping: always one row, read as json as its columns would be (type-parsers.ts).
  return knex.raw(`(select row_to_json(t) from (?) t) as resumen`, [totales]);
}

export function resumenDeFila({ mes, metas, ...resumen }: FilaResumen, ramos: readonly number[]): ResumenCartera {
  return { ...resumen, ...metasDelPeriodo(metas, mes, ramos) };
}
