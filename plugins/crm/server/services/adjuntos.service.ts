import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import { MENSAJES_ADJUNTOS, type Adjunto } from '../../shared/adjuntos.ts';
import type { ArchivoAdjunto } from '../../shared/archivos.ts';
import type { Dueno } from '../../shared/duenos.ts';
import { fechaTexto } from '../fechas.ts';
import type { Escritor } from './bitacora.service.ts';

/** Attachments of the agent under row-level security; every function takes the request's transaction. */

/** The owner's attachments, newest first. */
export async function adjuntosDe(trx: Knex.Transaction, dueno: Dueno, duenoId: number): Promise<Adjunto[]> {
  return trx('adjuntos as a')
    .where(`a.${dueno.columna}`, duenoId)
    .orderBy([{ column: 'a.created_at', order: 'desc' }, { column: 'a.id', order: 'desc' }])
    .select('a.id', 'a.archivo', 'a.path', fechaTexto(trx, 'a.created_at', 'fecha'));
}

export async function crearAdjunto(trx: Knex.Transaction, escritor: Escritor, dueno: Dueno, duenoId: number, archivo: ArchivoAdjunto): Promise<number> {
  const [{ id }] = await trx('adjuntos')
    .insert({ agente_id: escritor.agenteId, usuario_id: escritor.usuarioId, [dueno.columna]: duenoId, dominio: archivo.dominio, path: archivo.path, archivo: archivo.archivo })
    .returning('id');
  return id;
}

/** Deletes the record; answers the path of its file, which may still be named by another record. */
export async function eliminarAdjunto(trx: Knex.Transaction, id: number): Promise<string> {
  const [borrado] = await trx('adjuntos').where({ id }).delete().returning('path');
  if (!borrado) throw notFound(MENSAJES_ADJUNTOS.noExiste);
  return borrado.path;
}

/** True while an attachment or a log entry of the agent still names the file. */
async function archivoEnUso(trx: Knex.Transaction, path: string): Promise<boolean> {
  return Boolean((await trx('adjuntos').where({ path }).first('id')) ?? (await trx('bitacora_textos').where({ adjunto_path: path }).first('id')));
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
