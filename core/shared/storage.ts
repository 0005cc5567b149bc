import type { Permiso } from './access/permisos.ts';

/**
 * File storage (POST /api/storage/upload, multipart: bucket, path, file → body.url). Files are
 * private to their agent; a bucket may be readable by anyone (the company logo, which the public
 * quotation viewer shows). Each plugin registers the buckets it owns with their rules (ServerPlugin
 * `buckets`). See docs/adr/009-file-storage.md.
 */
export const EXTENSIONES = ['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'xml', 'txt', 'csv'] as const;
export type Extension = (typeof EXTENSIONES)[number];

export const IMAGENES: readonly Extension[] = ['jpg', 'jpeg', 'png'];

export interface BucketRegla {
  /** Any of these codes lets a user upload into the bucket. */
  subir: Permiso[];
  /** Any of these codes lets a user of the same agent download; 'publico': anyone with the URL. */
  leer: Permiso[] | 'publico';
  extensiones: readonly Extension[];
}

/** A bucket's name: owners register theirs (core/server/storage/buckets.ts). */
export type Bucket = string;
