import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { notFound } from '../../../../core/server/http/errors.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { MENSAJES_ADJUNTOS, type Adjunto as AdjuntoListado } from '../../shared/adjuntos.ts';
import type { ArchivoAdjunto } from '../../shared/archivos.ts';
import { fechaTexto } from '../fechas.ts';
import { Adjunto, adjuntoT } from '../models/adjunto.model.ts';
import { BitacoraTexto, bitacoraTextoT } from '../models/bitacora-texto.model.ts';
import type { Escritor } from './bitacora.service.ts';

/** Attachments of the agent under row-level security; every function takes the request's transaction. */

const a = adjuntoT.de('a');

/** The owner's attachments, newest first. */
export async function adjuntosDe(trx: Knex.Transaction, entidad: string, duenoId: number): Promise<AdjuntoListado[]> {
  return trx(adjuntoT.as('a'))
    .where(delAgente(trx, a.agenteId))
    .where(a.entidad, entidad)
    .where(a.duenoId, duenoId)
    .orderBy([
      { column: a.createdAt, order: 'desc' },
      { column: a.id, order: 'desc' },
    ])
    .select(...adjuntoT.sel('a', 'id', 'archivo', 'path'), fechaTexto(trx, a.createdAt, 'fecha'));
}

export async function crearAdjunto(trx: Knex.Transaction, escritor: Escritor, entidad: string, duenoId: number, archivo: ArchivoAdjunto): Promise<number> {
  const nuevo = await Adjunto.query(trx).insert({
    agenteId: escritor.agenteId,
    usuarioId: escritor.usuarioId,
    entidad,
    duenoId,
    dominio: archivo.dominio,
    path: archivo.path,
    archivo: archivo.archivo,
  });
  return nuevo.id;
}

/** Deletes the record; answers the path of its file, which may still be named by another record. */
export async function eliminarAdjunto(trx: Knex.Transaction, id: number): Promise<string> {
  const [borrado] = await Adjunto.query(trx).where(adjuntoT.col.id, id).delete().returning(adjuntoT.col.path);
  if (!borrado) throw notFound(MENSAJES_ADJUNTOS.noExiste);
  return borrado.path;
}

/** Deletes the attachments of these owners (their plugin deleted them); answers their files' paths. */
export async function eliminarAdjuntosDe(trx: Knex.Transaction, entidad: string, duenoIds: readonly number[]): Promise<string[]> {
  const borrados = await Adjunto.query(trx)
    .where(delAgente(trx, adjuntoT.col.agenteId))
    .where(adjuntoT.col.entidad, entidad)
    .whereIn(adjuntoT.col.duenoId, duenoIds)
    .delete()
    .returning(adjuntoT.col.path);
  return borrados.map((b) => b.path);
}

/** True while an attachment or a log entry of the agent still names the file. */
async function archivoEnUso(trx: Knex.Transaction, path: string): Promise<boolean> {
  return Boolean(
    (await Adjunto.query(trx).where(adjuntoT.col.path, path).select(adjuntoT.col.id).first()) ??
    (await BitacoraTexto.query(trx).where(bitacoraTextoT.col.adjuntoPath, path).select(bitacoraTextoT.col.id).first()),
  );
}

/**
 * Once the request has committed, removes the file a deleted record named, unless another record of
 * the agent still names it (an attachment and a log entry may share one upload). A rolled-back
 * delete keeps it; a failure to remove it is logged, never answered: the record is already gone.
 */
export async function retirarArchivoHuerfano(state: TransactionState, storage: Storage, path: string | null): Promise<void> {
  const archivo = path ? storage.desdeUrl(path) : null;
  if (!path || !archivo || archivo.agenteId !== state.session.agenteId || (await archivoEnUso(state.trx, path))) return;
  state.afterCommit.push(async () => {
    await storage.eliminar(archivo).catch((error: Error) => state.log.error('no se pudo borrar un archivo', { path, error }));
  });
}
