import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import { sanitizarHtml } from '../../../catalogos/server/index.ts';
import { eventoPorId } from '../../shared/eventos.ts';
import { MENSAJES_COMUNICACION as M } from '../../shared/mensajes.ts';
import type { CorreoModelo, CorreoModeloDatos } from '../../shared/modelo-form.ts';
import { CorreoModeloFila, correoModeloT } from '../models/correo-modelo.model.ts';

/** The agent's templates under row-level security; every function takes the request's transaction. */

function aApi(fila: CorreoModeloFila): CorreoModelo {
  const evento = eventoPorId(fila.correoEventoId);
  return {
    id: fila.id,
    nombre: fila.nombre,
    cuentaFrom: fila.cuentaFrom,
    cuentaCC: fila.cuentaCc,
    cuentaCCB: fila.cuentaCcb,
    asunto: fila.asunto,
    correoEventoId: fila.correoEventoId,
    evento: evento ? { id: evento.id, nombre: evento.nombre, entidad: evento.entidad } : { id: fila.correoEventoId, nombre: '', entidad: 'poliza' },
    cuerpo: fila.cuerpo,
  };
}

const fila = (datos: CorreoModeloDatos) => ({
  nombre: datos.nombre,
  correoEventoId: datos.correoEventoId,
  cuentaFrom: datos.cuentaFrom,
  cuentaCc: datos.cuentaCC,
  cuentaCcb: datos.cuentaCCB,
  asunto: datos.asunto,
  cuerpo: sanitizarHtml(datos.cuerpo),
});

/** Every template, or those of one event, by name. */
export async function modelosDelAgente(trx: Knex.Transaction, eventoId?: number): Promise<CorreoModelo[]> {
  const q = CorreoModeloFila.query(trx).orderBy([correoModeloT.col.nombre, correoModeloT.col.id]);
  if (eventoId !== undefined) q.where(correoModeloT.col.correoEventoId, eventoId);
  return (await q).map(aApi);
}

export async function modeloPorId(trx: Knex.Transaction, id: number): Promise<CorreoModelo> {
  const encontrado = await CorreoModeloFila.query(trx).findById(id);
  if (!encontrado) throw notFound(M.modeloNoExiste);
  return aApi(encontrado);
}

export async function crearModelo(trx: Knex.Transaction, agenteId: number, datos: CorreoModeloDatos): Promise<number> {
  const { id } = await CorreoModeloFila.query(trx).insert({ agenteId, ...fila(datos) });
  return id;
}

export async function actualizarModelo(trx: Knex.Transaction, id: number, datos: CorreoModeloDatos): Promise<void> {
  const cambiadas = await CorreoModeloFila.query(trx)
    .findById(id)
    .patch({ ...fila(datos), updatedAt: new Date() });
  if (cambiadas === 0) throw notFound(M.modeloNoExiste);
}

export async function eliminarModelo(trx: Knex.Transaction, id: number): Promise<void> {
  const borradas = await CorreoModeloFila.query(trx).deleteById(id);
  if (borradas === 0) throw notFound(M.modeloNoExiste);
}
