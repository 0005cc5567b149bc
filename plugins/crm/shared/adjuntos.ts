import type { Schema } from '../../../core/shared/validation.ts';
import { archivoSchema, type ArchivoAdjunto } from './archivos.ts';
import { duenoSchema, type IdsDueno } from './duenos.ts';

/** An attachment as GET /adjuntos/{entidad}/{id} lists it (spec 01 §3); fecha 'yyyy-MM-dd HH:mm:ss'. */
export interface Adjunto {
  id: number;
  archivo: string;
  path: string;
  fecha: string;
}

/** POST /adjuntos: exactly one owner id and the uploaded file. */
export type AdjuntoDatos = Partial<IdsDueno> & ArchivoAdjunto;

export const adjuntoSchema: Schema = { ...duenoSchema, ...archivoSchema };

export const MENSAJES_ADJUNTOS = {
  guardado: 'Archivo adjunto guardado correctamente',
  eliminado: 'Archivo adjunto eliminado correctamente',
  noExiste: 'El archivo adjunto no existe',
  sinAdjuntos: 'No hay adjuntos',
} as const;
