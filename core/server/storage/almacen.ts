import type { Readable } from 'node:stream';
import path from 'node:path';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { almacenEnDisco } from './almacen-disco.ts';

/** What a storage backend needs from the configuration. */
export type ConfigAlmacen = Pick<Config, 'dataDir' | 'storage'>;

export interface Abierto {
  contenido: Readable;
  tamano: number;
}

/**
 * A storage backend: files by key (`<agenteId>/<bucket>/<path>`), on disk or in an S3-compatible
 * bucket. Keys come checked from storage.service.ts; a file appears whole or not at all.
 */
export interface Almacen {
  /** Moves a local file into place (the local file is gone afterwards), replacing one of the same key. */
  mover(clave: string, origen: string): Promise<void>;
  /** Copies a local file into place, leaving it where it is. */
  copiar(clave: string, origen: string): Promise<void>;
  escribir(clave: string, bytes: Uint8Array): Promise<void>;
  /** The file's content and size, or null when there is none. */
  abrir(clave: string): Promise<Abierto | null>;
  tamano(clave: string): Promise<number | null>;
  /** Answers false when there was no file. */
  eliminar(clave: string): Promise<boolean>;
  /** Every key under a prefix ending in "/" ("" for all), in no set order. */
  listar(prefijo: string): AsyncIterable<string>;
  /** Removes every file under a prefix ending in "/"; answers whether there was any. */
  vaciar(prefijo: string): Promise<boolean>;
  /** Runs fn on a local file with the content (a temporary copy when the backend is remote); null when there is none. */
  local<T>(clave: string, fn: (ruta: string) => Promise<T>): Promise<T | null>;
  /** Throws a Spanish error naming the cause when the backend cannot be used (checked at start). */
  comprobar(): Promise<void>;
}

export const MENSAJE_ALMACEN_NO_DISPONIBLE = 'El almacenamiento de archivos no está disponible por un momento; inténtalo de nuevo en unos minutos';
const ESPERA_ALMACEN_S = 30;

/** The remote storage did not answer as it should: the request may be repeated once it is back (503, never 500). */
export function almacenNoDisponible(cause: unknown): HttpError {
  const err = new HttpError(503, MENSAJE_ALMACEN_NO_DISPONIBLE, undefined, { 'Retry-After': String(ESPERA_ALMACEN_S) });
  err.cause = cause;
  return err;
}

/** The S3 client (and its SDK) loads only for an instance configured with STORAGE=s3; one per configuration. */
const remotos = new WeakMap<object, Promise<Almacen>>();

/** The configured backend: a disk one at once, an S3 one behind the lazy import on first use. */
export function almacenDe(config: ConfigAlmacen): Almacen {
  const { storage } = config;
  if (storage.tipo === 'disk') return almacenEnDisco(path.join(config.dataDir, 'storage'));
  const cargar = () => {
    let remoto = remotos.get(storage);
    if (!remoto) {
      remoto = import('./almacen-s3.ts').then((m) => m.almacenEnS3(storage, path.join(config.dataDir, 'tmp')));
      remotos.set(storage, remoto);
    }
    return remoto;
  };
  return {
    mover: async (clave, origen) => (await cargar()).mover(clave, origen),
    copiar: async (clave, origen) => (await cargar()).copiar(clave, origen),
    escribir: async (clave, bytes) => (await cargar()).escribir(clave, bytes),
    abrir: async (clave) => (await cargar()).abrir(clave),
    tamano: async (clave) => (await cargar()).tamano(clave),
    eliminar: async (clave) => (await cargar()).eliminar(clave),
    async *listar(prefijo) {
      yield* (await cargar()).listar(prefijo);
    },
    vaciar: async (prefijo) => (await cargar()).vaciar(prefijo),
    local: async (clave, fn) => (await cargar()).local(clave, fn),
    comprobar: async () => (await cargar()).comprobar(),
  };
}
