import type { Schema } from '../../../core/shared/validation.ts';
import { archivoSchema, type ArchivoAdjunto } from './archivos.ts';
import type { IdsDueno } from './duenos.ts';

/** An attachment as GET /adjuntos/{entidad}/{id} lists it (spec 01 §3); fecha 'yyyy-MM-dd HH:mm:ss'. */
export interface Adjunto {
  id: number;
  archivo: string;
  path: string;
  fecha: string;
}

/** POST /adjuntos: exactly one registered owner key and the uploaded file. */
export type AdjuntoDatos = IdsDueno & ArchivoAdjunto;

/** The file; the server adds the registered owners' keys (plugins/crm/server/duenos.ts). */
export const adjuntoSchema: Schema = { ...archivoSchema };

export const MENSAJES_ADJUNTOS = {
  guardado: 'Archivo adjunto guardado correctamente',
  eliminado: 'Archivo adjunto eliminado correctamente',
  errorAlEliminar: 'Error al eliminar el archivo adjunto',
  noExiste: 'El archivo adjunto no existe',
  sinAdjuntos: 'No hay adjuntos',
} as const;
