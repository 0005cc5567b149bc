import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Reportes semanales enviados: la llave (agente, semana) reserva el envío, así se manda una sola vez aunque corran varias instancias */
export class SemanalEnvio extends Modelo {
  static override readonly tableName = 'reportes_semanal_envios';
  static override readonly idColumn = ['agente_id', 'semana'];
  declare agenteId: number;
  /** Lunes de la semana del reporte */
  declare semana: string;
  /** A quién se envió */
  declare correo: string;
  declare createdAt: Date;
}

/** Table and column names of `reportes_semanal_envios` for tuned knex queries: a renamed property breaks every use. */
export const semanalEnvioT = tablaDe<SemanalEnvio>()('reportes_semanal_envios', ['agenteId', 'semana', 'correo', 'createdAt']);
