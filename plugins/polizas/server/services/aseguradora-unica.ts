import type { Knex } from 'knex';
import { tablaDe } from '../../../../core/server/db/modelo.ts';
import type { Aseguradora } from '../../../catalogos/shared/aseguradoras.ts';

/**
 * The `aseguradoras` view, owned by catalogos (predefined and own insurers, ADR 010), and its columns.
 * TODO(lead): catalogos publishes no name for its view (migrations/catalogos/20261122010200); once its
 * server/index.ts exports one, import it from there and drop this local constant.
 */
export const aseguradoraVistaT = tablaDe<Aseguradora>()('aseguradoras', ['id', 'aseguradora', 'abreviacion', 'razonSocial', 'status', 'estandar', 'pdf', 'rpa']);

/**
 * The `aseguradoras` view as a subquery PostgreSQL knows to hold one row per id: a left join to it
 * can then be dropped from a count that reads none of its columns (the view is a UNION ALL, which the
 * planner cannot prove unique). Sixty-odd rows.
 */
export function aseguradoraUnica(trx: Knex.Transaction): Knex.QueryBuilder {
  const { id, aseguradora, abreviacion } = aseguradoraVistaT.col;
  return trx(aseguradoraVistaT.nombre).distinctOn(id).select(id, aseguradora, abreviacion).as('a');
}
