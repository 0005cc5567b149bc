import type { Knex } from 'knex';
import { badRequest, forbidden, notFound } from '../../../../core/server/http/errors.ts';
import { MENSAJES_ASEGURADORAS, type Aseguradora, type AseguradoraDatos } from '../../shared/aseguradoras.ts';

/**
 * Insurers through the view `aseguradoras` (predefined ones plus the agent's own, under row-level
 * security) and writes to `aseguradoras_propias` (docs/adr/010-aseguradoras.md). Every function takes
 * the request's transaction.
 */

export const COLUMNAS_ASEGURADORA = ['a.id', 'a.aseguradora', 'a.abreviacion', 'a.razon_social as razonSocial', 'a.status', 'a.estandar', 'a.pdf', 'a.rpa'];

export function aseguradorasVisibles(trx: Knex.Transaction) {
  return trx('aseguradoras as a');
}

/** An insurer the agent may use (predefined or its own), or undefined. For other plugins' checks. */
export async function aseguradoraVisible(trx: Knex.Transaction, id: number): Promise<Aseguradora | undefined> {
  return aseguradorasVisibles(trx).where('a.id', id).first(COLUMNAS_ASEGURADORA);
}

/**
 * The agent's own insurer for the form and its writes. A predefined one is a 404 for the form (the
 * spec sends it to /404) and a 403 for a write (it exists, and it is read-only); another agent's is
 * invisible, hence 404.
 */
export async function aseguradoraPropia(trx: Knex.Transaction, id: number, uso: 'leer' | 'escribir'): Promise<Aseguradora> {
  const row = await aseguradoraVisible(trx, id);
  if (!row) throw notFound(MENSAJES_ASEGURADORAS.noExiste);
  if (row.estandar) throw uso === 'leer' ? notFound(MENSAJES_ASEGURADORAS.noExiste) : forbidden(MENSAJES_ASEGURADORAS.predefinida);
  return row;
}

/** Names and abbreviations are unique among the insurers the agent sees, ignoring case and accents. */
async function verificarUnica(trx: Knex.Transaction, datos: AseguradoraDatos, propia?: number): Promise<void> {
  const igual = (columna: string, valor: string) =>
    aseguradorasVisibles(trx)
      .whereRaw('cartera_fold(??) = cartera_fold(?)', [`a.${columna}`, valor])
      .modify((q) => { if (propia) q.whereNot('a.id', propia); })
      .first('a.id');
  if (await igual('aseguradora', datos.aseguradora)) throw badRequest(MENSAJES_ASEGURADORAS.nombreRepetido(datos.aseguradora));
  if (await igual('abreviacion', datos.abreviacion)) throw badRequest(MENSAJES_ASEGURADORAS.abreviacionRepetida(datos.abreviacion));
}

/** A concurrent save can still hit the unique indexes: answer it like the check above would. */
function duplicada(err: unknown, datos: AseguradoraDatos): never {
  const { code, constraint } = (err ?? {}) as { code?: string; constraint?: string };
  if (code === '23505' && String(constraint).includes('abreviacion')) throw badRequest(MENSAJES_ASEGURADORAS.abreviacionRepetida(datos.abreviacion));
  if (code === '23505') throw badRequest(MENSAJES_ASEGURADORAS.nombreRepetido(datos.aseguradora));
  throw err;
}

export async function crearAseguradora(trx: Knex.Transaction, agenteId: number, datos: AseguradoraDatos): Promise<number> {
  await verificarUnica(trx, datos);
  try {
    const [{ id }] = await trx('aseguradoras_propias')
      .insert({ agente_id: agenteId, aseguradora: datos.aseguradora, abreviacion: datos.abreviacion, status: datos.status })
      .returning('id');
    return id;
  } catch (err) {
    return duplicada(err, datos);
  }
}

export async function actualizarAseguradora(trx: Knex.Transaction, id: number, datos: AseguradoraDatos): Promise<void> {
  await aseguradoraPropia(trx, id, 'escribir');
  await verificarUnica(trx, datos, id);
  try {
    await trx('aseguradoras_propias')
      .where({ id })
      .update({ aseguradora: datos.aseguradora, abreviacion: datos.abreviacion, status: datos.status, updated_at: trx.fn.now() });
  } catch (err) {
    duplicada(err, datos);
  }
}

export async function eliminarAseguradora(trx: Knex.Transaction, id: number): Promise<void> {
  await aseguradoraPropia(trx, id, 'escribir');
  await trx('aseguradoras_propias').where({ id }).del();
}

/**
 * The insurers the agent works with, for selectors: for now its active own insurers and the active
 * predefined ones (agent keys, a later feature, will narrow this to the insurers it holds keys for).
 */
export async function aseguradorasRegistradas(trx: Knex.Transaction): Promise<Aseguradora[]> {
  return aseguradorasVisibles(trx)
    .where('a.status', 'activo')
    .orderByRaw('cartera_fold(a.aseguradora), a.id')
    .select(COLUMNAS_ASEGURADORA);
}
