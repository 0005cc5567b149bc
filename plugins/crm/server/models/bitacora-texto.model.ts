import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Comentarios de un registro de bitácora: solo se agregan o se eliminan (BITACORA_D), nunca se editan */
export class BitacoraTexto extends Modelo {
  static override readonly tableName = 'bitacora_textos';
  declare id: number;
  declare agenteId: number;
  declare bitacoraId: number;
  declare tipo: string;
  declare texto: string;
  declare adjuntoDominio: string | null;
  /** URL /api/storage/<agenteId>/<bucket>/<ruta> del archivo subido con el comentario */
  declare adjuntoPath: string | null;
  declare adjuntoArchivo: string | null;
  /** Quién escribió el comentario; created_at dice cuándo */
  declare usuarioId: number;
  declare createdAt: Date;
}

/** Table and column names of `bitacora_textos` for tuned knex queries: a renamed property breaks every use. */
export const bitacoraTextoT = tablaDe<BitacoraTexto>()('bitacora_textos', [
  'id',
  'agenteId',
  'bitacoraId',
  'tipo',
  'texto',
  'adjuntoDominio',
  'adjuntoPath',
  'adjuntoArchivo',
  'usuarioId',
  'createdAt',
]);
