import { badRequest } from '../../../core/server/http/errors.ts';
import type { Storage } from '../../../core/server/storage/storage.service.ts';
import { MENSAJES_ARCHIVO, type ArchivoAdjunto } from '../shared/archivos.ts';

/**
 * Accepts only a file the caller's agent uploaded into an attachment bucket — the bucket of a
 * registered owner (`entidades`) — and that is still there; answers the file with its path as the
 * storage service writes it (relative, percent-encoded).
 */
export async function archivoDelAgente(storage: Storage, agenteId: number, archivo: ArchivoAdjunto, entidades: readonly string[]): Promise<ArchivoAdjunto> {
  if (!entidades.includes(archivo.dominio)) {
    const mensaje = `El dominio debe ser uno de: ${entidades.join(', ')}`;
    throw badRequest(mensaje, { errors: { dominio: mensaje } });
  }
  const guardado = storage.desdeUrl(archivo.path);
  if (!guardado || guardado.agenteId !== agenteId || !entidades.includes(guardado.bucket)) {
    throw badRequest(MENSAJES_ARCHIVO.rutaInvalida, { errors: { path: MENSAJES_ARCHIVO.rutaInvalida } });
  }
  if ((await storage.tamano(guardado)) === null) throw badRequest(MENSAJES_ARCHIVO.noExiste, { errors: { path: MENSAJES_ARCHIVO.noExiste } });
  return { ...archivo, path: storage.url(guardado) };
}
