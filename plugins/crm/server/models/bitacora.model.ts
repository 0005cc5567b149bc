import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Bitácora: registros de seguimiento de un registro de otro plugin (entidad, dueno_id) */
export class Bitacora extends Modelo {
  static override readonly tableName = 'bitacoras';
  declare id: number;
  declare agenteId: number;
  declare asunto: string | null;
  declare tipo: string;
  declare usuarioId: number;
  declare createdAt: Date;
  /** Tipo del registro dueño (clientes, polizas, recibos…): el que registró el plugin dueño, su nombre en /adjuntos/{entidad}/{id} */
  declare entidad: string;
  /** Id del registro dueño en la tabla de su plugin; el dueño pide a crm borrar su bitácora y adjuntos al borrarlo */
  declare duenoId: number;
}

/** Table and column names of `bitacoras` for tuned knex queries: a renamed property breaks every use. */
export const bitacoraT = tablaDe<Bitacora>()('bitacoras', ['id', 'agenteId', 'asunto', 'tipo', 'usuarioId', 'createdAt', 'entidad', 'duenoId']);
