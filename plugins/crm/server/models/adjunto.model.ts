import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Archivos adjuntos de un registro de otro plugin (entidad, dueno_id) */
export class Adjunto extends Modelo {
  static override readonly tableName = 'adjuntos';
  declare id: number;
  declare agenteId: number;
  /** Bucket del archivo: el de una entidad dueña de adjuntos */
  declare dominio: string;
  /** URL /api/storage/<agenteId>/<bucket>/<ruta> que devolvió la carga del archivo */
  declare path: string;
  declare archivo: string;
  declare usuarioId: number;
  declare createdAt: Date;
  /** Tipo del registro dueño (clientes, polizas, recibos…): el que registró el plugin dueño, su nombre en /adjuntos/{entidad}/{id} */
  declare entidad: string;
  /** Id del registro dueño en la tabla de su plugin; el dueño pide a crm borrar su bitácora y adjuntos al borrarlo */
  declare duenoId: number;
}

/** Table and column names of `adjuntos` for tuned knex queries: a renamed property breaks every use. */
export const adjuntoT = tablaDe<Adjunto>()('adjuntos', ['id', 'agenteId', 'dominio', 'path', 'archivo', 'usuarioId', 'createdAt', 'entidad', 'duenoId']);
