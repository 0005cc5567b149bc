import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { aseguradoraVisible } from '../../../catalogos/server/index.ts';
import { aniosDeMeta, MENSAJES_METAS, type Meta, type MetaDatos } from '../../shared/metas.ts';

/** The agent's production goals under row-level security; every function takes the request's transaction. */

const COLUMNAS = ['id', 'aseguradora_id as aseguradoraId', 'anio', 'mes', 'modelo', 'polizas', 'primas'];

const conTipo = (fila: Omit<Meta, 'tipo'>): Meta => ({ ...fila, tipo: fila.mes === 0 ? 'anual' : 'mensual' });

export async function metas(trx: Knex.Transaction): Promise<Meta[]> {
  const filas = await trx('metas').orderBy([{ column: 'anio', order: 'desc' }, 'mes', 'modelo', 'id']).select(COLUMNAS);
  return filas.map(conTipo);
}

async function filaDeMeta(trx: Knex.Transaction, datos: MetaDatos, hoy: string) {
  const anios = aniosDeMeta(hoy);
  if (!anios.includes(datos.anio)) throw badRequest(`El año debe ser ${anios.join(', ')}`);
  if (datos.tipo && datos.tipo !== (datos.mes === 0 ? 'anual' : 'mensual')) throw badRequest(MENSAJES_METAS.tipoNoCoincide);
  if (datos.aseguradoraId != null && !(await aseguradoraVisible(trx, datos.aseguradoraId))) throw notFound(MENSAJES_METAS.aseguradoraNoExiste);
  return { aseguradora_id: datos.aseguradoraId ?? null, anio: datos.anio, mes: datos.mes, modelo: datos.modelo, polizas: datos.polizas ?? 0, primas: datos.primas ?? 0 };
}

/** The unique (insurer, year, period, line) index turns a repeated goal into the form's message. */
async function sinRepetir<T>(escribir: () => Promise<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    if ((err as { code?: string }).code === '23505') throw badRequest(MENSAJES_METAS.repetida);
    throw err;
  }
}

export async function crearMeta(trx: Knex.Transaction, agenteId: number, datos: MetaDatos, hoy: string): Promise<number> {
  const fila = await filaDeMeta(trx, datos, hoy);
  const [{ id }] = await sinRepetir(() => trx('metas').insert({ ...fila, agente_id: agenteId }).returning('id'));
  return id;
}

export async function actualizarMeta(trx: Knex.Transaction, id: number, datos: MetaDatos, hoy: string): Promise<void> {
  if (!(await trx('metas').where('id', id).first('id'))) throw notFound(MENSAJES_METAS.noExiste);
  const fila = await filaDeMeta(trx, datos, hoy);
  await sinRepetir(() => trx('metas').where('id', id).update({ ...fila, updated_at: trx.fn.now() }));
}

export async function eliminarMeta(trx: Knex.Transaction, id: number): Promise<void> {
  if ((await trx('metas').where('id', id).delete()) === 0) throw notFound(MENSAJES_METAS.noExiste);
}
