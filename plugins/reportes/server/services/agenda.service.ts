import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { polizaT, reciboT } from '../../../polizas/server/index.ts';
import type { Cobro, Cumpleanos, Renovacion } from '../../shared/agenda.ts';
import { a, c, conPoliza as dePolizas, m, mc, p, r, ra } from './informes-comun.ts';

/**
 * The dated items of the weekly report and the calendar (docs/adr/027-semanal-y-calendario.md), read
 * from the owners' tables through the names they publish, under the request's agent (row-level
 * security, and the agent said outright for the planner). `hoy` is passed in, so the Monday job
 * and the tests decide what "today" is.
 */

/** An amount of the policy's currency in pesos, at the agent's configured rate (the peso is 1; an unconfigured currency counts 0). */
const enPesos = (columna: string) => `round(${columna} * coalesce(${m.tipoCambio}, case when ${p.monedaId} = 1 then 1 else 0 end), 2)`;

const columnasPoliza = (trx: Knex.Transaction) => [
  ...polizaT.sel('p', 'noPoliza'),
  `${p.id} as polizaId`,
  `${ra.nombre} as ramo`,
  trx.raw(`coalesce(${a.abreviacion}, '') as aseguradora`),
  `${mc.abreviacion} as moneda`,
  `${c.id} as clienteId`,
  ...clienteT.sel('c', 'nombres', 'apPat', 'apMat'),
];

export type ConPesos<T> = T & { enPesos: number };

/** An item without the peso amount the weekly summary adds up. */
export const sinPesos = <T>({ enPesos: _, ...item }: ConPesos<T>): T => item as T;

/** Vigente policies not yet renewed whose validity ends between inicio and fin. */
export async function renovaciones(trx: Knex.Transaction, inicio: string, fin: string): Promise<ConPesos<Renovacion>[]> {
  return dePolizas(trx(polizaT.as('p')))
    .where(delAgente(trx, p.agenteId))
    .where(p.status, 'vigente')
    .whereNull(p.polizaIdRenovo)
    .whereBetween(p.fechaVigenciaA, [inicio, fin])
    .select([...columnasPoliza(trx), `${p.fechaVigenciaA} as vencimiento`, ...polizaT.sel('p', 'total'), trx.raw(`${enPesos(p.total)} as "enPesos"`)])
    .orderBy([p.fechaVigenciaA, p.noPoliza, p.id]);
}

/** Pending receipts of vigente policies due between inicio and fin; overdue when due before `hoy`. */
export async function cobranza(trx: Knex.Transaction, inicio: string, fin: string, hoy: string): Promise<ConPesos<Cobro>[]> {
  return dePolizas(trx(reciboT.as('r')).join(polizaT.as('p'), p.id, r.polizaId))
    .where(delAgente(trx, r.agenteId))
    .where(r.status, 'pendiente')
    .where(p.status, 'vigente')
    .whereBetween(r.fecVence, [inicio, fin])
    .select([
      ...columnasPoliza(trx),
      `${r.id} as reciboId`,
      `${r.fecVence} as vencimiento`,
      ...reciboT.sel('r', 'serie', 'totalSerie', 'total', 'comision'),
      trx.raw(`${r.fecVence} < ?::date as vencido`, [hoy]),
      trx.raw(`${enPesos(r.comision)} as "enPesos"`),
    ])
    .orderBy([r.fecVence, p.noPoliza, r.serie, r.id]);
}

/** Active clients whose birthday falls between inicio and fin (at most a few weeks: two calendar years at most). */
export async function cumpleanos(trx: Knex.Transaction, inicio: string, fin: string): Promise<Cumpleanos[]> {
  const nacimiento = c.fecNacimiento;
  return (
    trx(clienteT.as('c'))
      .joinRaw(`cross join generate_series(extract(year from ?::date)::int, extract(year from ?::date)::int) as anio(y)`, [inicio, fin])
      // PostgreSQL keeps 29 February on the 28th in other years.
      .joinRaw(`cross join lateral (select (${nacimiento} + make_interval(years => anio.y - extract(year from ${nacimiento})::int))::date as dia) as cumple`)
      .where(delAgente(trx, c.agenteId))
      .where(c.status, 'activo')
      .whereNotNull(nacimiento)
      .whereRaw(`anio.y > extract(year from ${nacimiento})`)
      .whereBetween('cumple.dia', [inicio, fin])
      .select([
        `${c.id} as clienteId`,
        ...clienteT.sel('c', 'nombres', 'apPat', 'apMat', 'fecNacimiento'),
        'cumple.dia as fecha',
        trx.raw(`anio.y - extract(year from ${nacimiento})::int as edad`),
      ])
      .orderBy(['cumple.dia', c.nombres, c.id])
  );
}
