import { lstat, mkdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Bucket } from '../../shared/storage.ts';
import { registroDeBuckets } from './buckets.ts';
import { rutaSegura } from './storage-path.ts';

export interface ArchivoGuardado {
  agenteId: number;
  bucket: Bucket;
  segmentos: string[];
}

/**
 * Files under DATA_DIR/storage/<agenteId>/<bucket>/<path>. Callers pass segments that went through
 * rutaSegura; every resolved path is checked to stay inside the agent's bucket all the same.
 */
export interface Storage {
  /** Where the file lives (it may not exist). */
  ubicar(archivo: ArchivoGuardado): string;
  /** Moves a finished upload into place (replacing a file of the same path) and answers its URL. */
  guardar(archivo: ArchivoGuardado, origen: string): Promise<string>;
  /** The stored file's size, or null when there is none. */
  tamano(archivo: ArchivoGuardado): Promise<number | null>;
  /** Removes the stored file; answers false when there was none (not an error: a retry finds it gone). */
  eliminar(archivo: ArchivoGuardado): Promise<boolean>;
  /** The API path that downloads the file: /api/storage/<agenteId>/<bucket>/<path>. */
  url(archivo: ArchivoGuardado): string;
  /**
   * The file a storage URL names (absolute or /api/storage/…, still percent-encoded), or null when
   * it is not one this service could have produced. Callers compare its agenteId with the caller's.
   */
  desdeUrl(url: string): ArchivoGuardado | null;
}

const URL_STORAGE = /^\/api\/storage\/(\d+)\/([a-z]+)\/(.+)$/;

/**
 * The stored file a storage URL names (absolute or /api/storage/…, still percent-encoded), or null
 * when no storage could have produced it: a registered bucket and a safe path. It reads no disk, so
 * a plugin can check a URL it is sent (callers compare its agenteId with the caller's).
 */
export function archivoDeUrl(direccion: string): ArchivoGuardado | null {
  const match = URL_STORAGE.exec(direccion.replace(/^https?:\/\/[^/]+/, ''));
  if (!match || !registroDeBuckets.regla(match[2])) return null;
  const agenteId = Number(match[1]);
  try {
    const ruta = match[3].split('/').map(decodeURIComponent).join('/');
    const segmentos = rutaSegura(ruta);
    return segmentos.join('/') === ruta ? { agenteId, bucket: match[2], segmentos } : null;
  } catch {
    return null;
  }
}

export function createStorage(dataDir: string): Storage {
  const raiz = path.join(dataDir, 'storage');
  const ubicar = ({ agenteId, bucket, segmentos }: ArchivoGuardado): string => {
    const base = path.join(raiz, String(agenteId), bucket);
    const destino = path.join(base, ...segmentos);
    if (!Number.isInteger(agenteId) || !destino.startsWith(base + path.sep)) throw new Error(`Ruta fuera del almacenamiento: ${destino}`);
    return destino;
  };
  const url = ({ agenteId, bucket, segmentos }: ArchivoGuardado) => `/api/storage/${agenteId}/${bucket}/${segmentos.map(encodeURIComponent).join('/')}`;
  return {
    ubicar,
    url,
    async guardar(archivo, origen) {
      const destino = ubicar(archivo);
      await mkdir(path.dirname(destino), { recursive: true });
      // Same file system (both under DATA_DIR): the file appears whole or not at all.
      await rename(origen, destino);
      return url(archivo);
    },
    async tamano(archivo) {
      const info = await stat(ubicar(archivo)).catch(() => null);
      return info?.isFile() ? info.size : null;
    },
    async eliminar(archivo) {
      const ruta = ubicar(archivo);
      // lstat: a directory or a link is never a stored file, so it is never removed.
      const info = await lstat(ruta).catch(() => null);
      if (!info?.isFile()) return false;
      try {
        await unlink(ruta);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    desdeUrl: archivoDeUrl,
  };
}
