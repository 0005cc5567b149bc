import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { aseguradoraVisible } from '../../../catalogos/server/index.ts';
import { aniosDeMeta, MENSAJES_METAS, type Meta, type MetaDatos } from '../../shared/metas.ts';
import { Meta as MetaModelo, metaT } from '../models/meta.model.ts';
import { esUnicoRepetido } from '../../../../core/server/db/errores.ts';

/** The agent's production goals under row-level security; every function takes the request's transaction. */

const c = metaT.col;

const conTipo = (fila: Omit<Meta, 'tipo'>): Meta => ({ ...fila, tipo: fila.mes === 0 ? 'anual' : 'mensual' });

export async function metas(trx: Knex.Transaction): Promise<Meta[]> {
  const filas = await MetaModelo.query(trx)
    .orderBy([{ column: c.anio, order: 'desc' }, c.mes, c.modelo, c.id])
    .select(c.id, c.aseguradoraId, c.anio, c.mes, c.modelo, c.polizas, c.primas);
  // The answer is plain data, in the order selected.
  return filas.map((fila) => conTipo(fila.toJSON()));
}

async function filaDeMeta(trx: Knex.Transaction, datos: MetaDatos, hoy: string): Promise<Pick<MetaModelo, 'aseguradoraId' | 'anio' | 'mes' | 'modelo' | 'polizas' | 'primas'>> {
  const anios = aniosDeMeta(hoy);
  if (!anios.includes(datos.anio)) throw badRequest(`El año debe ser ${anios.join(', ')}`);
  if (datos.tipo && datos.tipo !== (datos.mes === 0 ? 'anual' : 'mensual')) throw badRequest(MENSAJES_METAS.tipoNoCoincide);
  if (datos.aseguradoraId != null && !(await aseguradoraVisible(trx, datos.aseguradoraId))) throw notFound(MENSAJES_METAS.aseguradoraNoExiste);
  return { aseguradoraId: datos.aseguradoraId ?? null, anio: datos.anio, mes: datos.mes, modelo: datos.modelo, polizas: datos.polizas ?? 0, primas: datos.primas ?? 0 };
}

/** The unique (insurer, year, period, line) index turns a repeated goal into the form's message. */
async function sinRepetir<T>(escribir: () => PromiseLike<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    if (esUnicoRepetido(err)) throw badRequest(MENSAJES_METAS.repetida);
    throw err;
  }
}

export async function crearMeta(trx: Knex.Transaction, agenteId: number, datos: MetaDatos, hoy: string): Promise<number> {
  const fila = await filaDeMeta(trx, datos, hoy);
  const { id } = await sinRepetir(() => MetaModelo.query(trx).insert({ ...fila, agenteId }));
  return id;
}

export async function actualizarMeta(trx: Knex.Transaction, id: number, datos: MetaDatos, hoy: string): Promise<void> {
  if (!(await MetaModelo.query(trx).findById(id).select(c.id))) throw notFound(MENSAJES_METAS.noExiste);
  const fila = await filaDeMeta(trx, datos, hoy);
  await sinRepetir(() =>
    MetaModelo.query(trx)
      .findById(id)
      .patch({ ...fila, updatedAt: trx.fn.now() }),
  );
}

export async function eliminarMeta(trx: Knex.Transaction, id: number): Promise<void> {
  if ((await MetaModelo.query(trx).deleteById(id)) === 0) throw notFound(MENSAJES_METAS.noExiste);
}
