import type { Knex } from 'knex';
import { notFound } from '../../../../core/server/http/errors.ts';
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

/**
 * Deletes the record. The stored file stays: the storage service offers no delete yet, and another
 * record (an entry of the log) may name the same file (docs/adr/013-bitacora.md).
 */
export async function eliminarAdjunto(trx: Knex.Transaction, id: number): Promise<void> {
  const borrados = await trx('adjuntos').where({ id }).delete();
  if (borrados === 0) throw notFound(MENSAJES_ADJUNTOS.noExiste);
}
