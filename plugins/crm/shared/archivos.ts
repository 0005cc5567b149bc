import type { Schema } from '../../../core/shared/validation.ts';

/**
 * A file already uploaded with POST /storage/upload, as an attachment or a log entry names it:
 * dominio is the bucket it was uploaded to (an owner's entidad: the server accepts the registered
 * ones), path the URL the upload answered, archivo its name.
 */
export interface ArchivoAdjunto {
  dominio: string;
  path: string;
  archivo: string;
}

export const archivoSchema: Schema = {
  dominio: { kind: 'string', label: 'El dominio', required: 'El dominio del archivo es obligatorio', max: 20 },
  path: { kind: 'string', label: 'La ruta del archivo', required: 'La ruta del archivo es obligatoria', max: 1000 },
  archivo: { kind: 'string', label: 'El nombre del archivo', required: 'El nombre del archivo es obligatorio', max: 255 },
};

export const MENSAJES_ARCHIVO = {
  rutaInvalida: 'La ruta del archivo no es válida: sube el archivo primero y usa la dirección que devuelve la carga',
  noExiste: 'El archivo no existe: súbelo de nuevo',
} as const;
