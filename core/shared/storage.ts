import type { Permiso } from './access/permisos.ts';

/**
 * File storage (POST /api/storage/upload, multipart: bucket, path, file → body.url). Files are
 * private to their agent; the company bucket (logo) is readable by anyone so the public quotation
 * viewer can show it. See docs/adr/009-file-storage.md.
 */
export const EXTENSIONES = ['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'xml', 'txt', 'csv'] as const;
export type Extension = (typeof EXTENSIONES)[number];

const IMAGENES: Extension[] = ['jpg', 'jpeg', 'png'];

export interface BucketRegla {
  /** Any of these codes lets a user upload into the bucket. */
  subir: Permiso[];
  /** Any of these codes lets a user of the same agent download; 'publico': anyone with the URL. */
  leer: Permiso[] | 'publico';
  extensiones: readonly Extension[];
}

export const BUCKETS = {
  polizas: { subir: ['ADJUNTOS_W', 'POLIZAS_IMPORT'], leer: ['ADJUNTOS_R', 'POLIZAS_IMPORT'], extensiones: EXTENSIONES },
  clientes: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES },
  recibos: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES },
  siniestros: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES },
  prospectos: { subir: ['ADJUNTOS_W'], leer: ['ADJUNTOS_R'], extensiones: EXTENSIONES },
  cotizaciones: { subir: ['ADJUNTOS_W', 'COTIZACIONES_W'], leer: ['ADJUNTOS_R', 'COTIZACIONES_R'], extensiones: EXTENSIONES },
  empresa: { subir: ['EMPRESA_W'], leer: 'publico', extensiones: IMAGENES },
  importaciones: { subir: ['POLIZAS_IMPORT'], leer: ['POLIZAS_IMPORT'], extensiones: EXTENSIONES },
} as const satisfies Record<string, BucketRegla>;

export type Bucket = keyof typeof BUCKETS;

export function isBucket(value: unknown): value is Bucket {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(BUCKETS, value);
}

/** Every code that allows some upload: the upload route's guard. */
export const PERMISOS_DE_CARGA: Permiso[] = [...new Set(Object.values(BUCKETS).flatMap((b) => b.subir))];
