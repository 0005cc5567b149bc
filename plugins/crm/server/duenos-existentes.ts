import type { Knex } from 'knex';
import { notFound } from '../../../core/server/http/errors.ts';
import type { Dueno } from '../shared/duenos.ts';

/**
 * A log or attachment list of an owner that does not exist (or is another agent's) is a 404, not an
 * empty list. The owner's table is named like its entidad; kinds whose plugin is not installed yet
 * (prospects, claims, quotations) have no table, and any id is taken for them.
 */
export async function verificarDueno(trx: Knex.Transaction, dueno: Dueno, id: number): Promise<void> {
  const { tabla } = await trx.first(trx.raw(`to_regclass(?) as tabla`, [`public.${dueno.entidad}`]));
  if (tabla === null) return;
  if (!(await trx(dueno.entidad).where('id', id).first('id'))) throw notFound(`No existe el registro de ${dueno.entidad} ${id}`);
}
