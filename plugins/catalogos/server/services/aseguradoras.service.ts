import type { Knex } from 'knex';
import { badRequest, forbidden, notFound } from '../../../../core/server/http/errors.ts';
import { defineListSpec } from '../../../../core/shared/list-query.ts';
import { MENSAJES_ASEGURADORAS, STATUS_ASEGURADORA, type AseguradoraDatos } from '../../shared/aseguradoras.ts';
import { Aseguradora, aseguradoraT } from '../models/aseguradora.model.ts';
import { AseguradoraPropia } from '../models/aseguradora-propia.model.ts';
import { indiceUnicoViolado } from '../../../../core/server/db/errores.ts';

/**
 * Insurers through the view `aseguradoras` (predefined ones plus the agent's own, under row-level
 * security) and writes to `aseguradoras_propias` (docs/adr/010-aseguradoras.md). Every function takes
 * the request's transaction.
 */

const a = aseguradoraT.de('a');

function aseguradorasVisibles(trx: Knex.Transaction) {
  return trx(aseguradoraT.as('a'));
}

/** The base of GET /aseguradoras, the list screen and the selectors. */
export function listaDeAseguradoras(trx: Knex.Transaction) {
  return aseguradorasVisibles(trx).select(aseguradoraT.sel('a', 'id', 'aseguradora', 'abreviacion', 'razonSocial', 'status', 'estandar', 'pdf', 'rpa'));
}

/** GET /aseguradoras: filters of the list screen and the selectors (spec 01 §7). */
export const aseguradorasListSpec = defineListSpec({
  fields: {
    id: { type: 'integer', column: a.id, sortable: true },
    aseguradora: { type: 'text', column: a.aseguradora, sortable: true },
    abreviacion: { type: 'text', column: a.abreviacion, sortable: true },
    status: { type: 'enum', column: a.status, values: STATUS_ASEGURADORA, sortable: true },
    estandar: { type: 'boolean', column: a.estandar, sortable: true },
  },
  defaultOrder: 'aseguradora asc',
  defaultSize: 10,
  tiebreaker: a.id,
});

/** An insurer the agent may use (predefined or its own), or undefined. For other plugins' checks. */
export async function aseguradoraVisible(trx: Knex.Transaction, id: number): Promise<Aseguradora | undefined> {
  return Aseguradora.query(trx).findById(id);
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
  const igual = (columna: 'aseguradora' | 'abreviacion') =>
    aseguradorasVisibles(trx)
      .whereRaw('cartera_fold(??) = cartera_fold(?)', [a[columna], datos[columna]])
      .modify((q) => {
        if (propia) q.whereNot(a.id, propia);
      })
      .first(a.id);
  if (await igual('aseguradora')) throw badRequest(MENSAJES_ASEGURADORAS.nombreRepetido(datos.aseguradora));
  if (await igual('abreviacion')) throw badRequest(MENSAJES_ASEGURADORAS.abreviacionRepetida(datos.abreviacion));
}

/** A concurrent save can still hit the unique indexes: answer it like the check above would. */
async function sinRepetir<T>(datos: AseguradoraDatos, escribir: () => PromiseLike<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    const indice = indiceUnicoViolado(err);
    if (indice?.includes('abreviacion')) throw badRequest(MENSAJES_ASEGURADORAS.abreviacionRepetida(datos.abreviacion));
    if (indice) throw badRequest(MENSAJES_ASEGURADORAS.nombreRepetido(datos.aseguradora));
    throw err;
  }
}

export async function crearAseguradora(trx: Knex.Transaction, agenteId: number, datos: AseguradoraDatos): Promise<number> {
  await verificarUnica(trx, datos);
  const { aseguradora, abreviacion, status } = datos;
  const creada = await sinRepetir(datos, () => AseguradoraPropia.query(trx).insert({ agenteId, aseguradora, abreviacion, status }));
  return creada.id;
}

export async function actualizarAseguradora(trx: Knex.Transaction, id: number, datos: AseguradoraDatos): Promise<void> {
  await aseguradoraPropia(trx, id, 'escribir');
  await verificarUnica(trx, datos, id);
  const { aseguradora, abreviacion, status } = datos;
  await sinRepetir(datos, () => AseguradoraPropia.query(trx).findById(id).patch({ aseguradora, abreviacion, status, updatedAt: trx.fn.now() }));
}

export async function eliminarAseguradora(trx: Knex.Transaction, id: number): Promise<void> {
  await aseguradoraPropia(trx, id, 'escribir');
  await AseguradoraPropia.query(trx).deleteById(id);
}

/**
 * The insurers the agent works with, for selectors: for now its active own insurers and the active
 * predefined ones (agent keys, a later feature, will narrow this to the insurers it holds keys for).
 */
export async function aseguradorasRegistradas(trx: Knex.Transaction): Promise<Aseguradora[]> {
  return Aseguradora.query(trx).where(aseguradoraT.col.status, 'activo').orderByRaw('cartera_fold(??), ??', [aseguradoraT.col.aseguradora, aseguradoraT.col.id]);
}
