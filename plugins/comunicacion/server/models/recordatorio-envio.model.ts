import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Un recordatorio ya reclamado por una regla: se inserta antes de enviarlo, así se envía una sola vez */
export class RecordatorioEnvio extends Modelo {
  static override readonly tableName = 'recordatorio_envios';
  declare id: number;
  declare agenteId: number;
  declare reglaId: number;
  /** El objeto recordado: id del recibo o de la póliza; cliente-año en cumpleaños */
  declare clave: string;
  /** A quién se envió; nulo si el cliente no tenía correo */
  declare correo: string | null;
  declare fecha: string;
  declare createdAt: Date;
}

/** Table and column names of `recordatorio_envios` for tuned knex queries: a renamed property breaks every use. */
export const recordatorioEnvioT = tablaDe<RecordatorioEnvio>()('recordatorio_envios', ['id', 'agenteId', 'reglaId', 'clave', 'correo', 'fecha', 'createdAt']);
