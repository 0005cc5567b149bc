import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Embudo de ventas del agente (uno por agente, creado en su primer uso) */
export class Kanban extends Modelo {
  static override readonly tableName = 'kanbans';
  declare id: number;
  declare agenteId: number;
  declare nombre: string;
  declare createdAt: Date;
}

/** Table and column names of `kanbans` for tuned knex queries: a renamed property breaks every use. */
export const kanbanT = tablaDe<Kanban>()('kanbans', ['id', 'agenteId', 'nombre', 'createdAt']);
