import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Bucket } from '../../shared/storage.ts';
import { almacenDe, type Abierto, type ConfigAlmacen } from './almacen.ts';
import { registroDeBuckets } from './buckets.ts';
import { rutaSegura } from './storage-path.ts';

export interface ArchivoGuardado {
  agenteId: number;
  bucket: Bucket;
  segmentos: string[];
}

/**
 * Files by agent and bucket, on disk (DATA_DIR/storage/<agenteId>/<bucket>/<path>) or as objects of
 * an S3-compatible bucket (key <agenteId>/<bucket>/<path>), as the configuration says. Callers pass
 * segments that went through rutaSegura; every key is checked to stay inside the agent's bucket all
 * the same.
 */
export interface Storage {
  /** Moves a finished upload (a local file) into place, replacing a file of the same path, and answers its URL. */
  guardar(archivo: ArchivoGuardado, origen: string): Promise<string>;
  /** Stores bytes already in memory (a downloaded PDF) and answers the URL. */
  escribir(archivo: ArchivoGuardado, bytes: Uint8Array): Promise<string>;
  /** The stored file's size, or null when there is none. */
  tamano(archivo: ArchivoGuardado): Promise<number | null>;
  /** The file's content as a stream with its size, or null when there is none. */
  abrir(archivo: ArchivoGuardado): Promise<{ contenido: Readable; tamano: number } | null>;
  /** The whole file in memory (small files: a cover page, an attachment), or null when there is none. */
  leer(archivo: ArchivoGuardado): Promise<Buffer | null>;
  /** Runs fn on a local path with the file's content (a temporary copy on S3, removed afterwards); null when there is none. */
  enLocal<T>(archivo: ArchivoGuardado, fn: (ruta: string) => Promise<T>): Promise<T | null>;
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
 * when no storage could have produced it: a registered bucket and a safe path. It reads no storage,
 * so a plugin can check a URL it is sent (callers compare its agenteId with the caller's).
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

/** The file's key, `<agenteId>/<bucket>/<path>`: the same on disk and in S3, never outside the agent's bucket. */
export function claveDe({ agenteId, bucket, segmentos }: ArchivoGuardado): string {
  const base = `${agenteId}/${bucket}`;
  const clave = path.posix.join(base, ...segmentos);
  if (!Number.isInteger(agenteId) || !/^[a-z]+$/.test(bucket) || !clave.startsWith(`${base}/`)) throw new Error(`Ruta fuera del almacenamiento: ${clave}`);
  return clave;
}

/** The prefix of every key of one agent (tenant deletion, export). */
export const prefijoDelAgente = (agenteId: number): string => `${agenteId}/`;

async function enMemoria(abierto: Abierto): Promise<Buffer> {
  const trozos: Buffer[] = [];
  for await (const trozo of abierto.contenido) trozos.push(trozo as Buffer);
  return Buffer.concat(trozos);
}

export function createStorage(config: ConfigAlmacen): Storage {
  const almacen = almacenDe(config);
  const url = ({ agenteId, bucket, segmentos }: ArchivoGuardado) => `/api/storage/${agenteId}/${bucket}/${segmentos.map(encodeURIComponent).join('/')}`;
  return {
    url,
    async guardar(archivo, origen) {
      await almacen.mover(claveDe(archivo), origen);
      return url(archivo);
    },
    async escribir(archivo, bytes) {
      await almacen.escribir(claveDe(archivo), bytes);
      return url(archivo);
    },
    // async: a key out of the bucket is a rejection, as any other failure of the call.
    tamano: async (archivo) => almacen.tamano(claveDe(archivo)),
    abrir: async (archivo) => almacen.abrir(claveDe(archivo)),
    async leer(archivo) {
      const abierto = await almacen.abrir(claveDe(archivo));
      return abierto && enMemoria(abierto);
    },
    enLocal: async (archivo, fn) => almacen.local(claveDe(archivo), fn),
    eliminar: async (archivo) => almacen.eliminar(claveDe(archivo)),
    desdeUrl: archivoDeUrl,
  };
}
