import type { Knex } from 'knex';
import { aseguradoraT } from '../../../catalogos/server/index.ts';

/**
 * The `aseguradoras` view catalogos publishes (predefined and own insurers, ADR 010) as a subquery PostgreSQL knows to hold one row per id: a left join to it
 * can then be dropped from a count that reads none of its columns (the view is a UNION ALL, which the
 * planner cannot prove unique). Sixty-odd rows.
 */
export function aseguradoraUnica(trx: Knex.Transaction): Knex.QueryBuilder {
  const { id, aseguradora, abreviacion } = aseguradoraT.col;
  return trx(aseguradoraT.nombre).distinctOn(id).select(id, aseguradora, abreviacion).as('a');
}
