import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Columnas del embudo de ventas */
export class KanbanColumna extends Modelo {
  static override readonly tableName = 'kanban_columnas';
  declare id: number;
  declare agenteId: number;
  declare kanbanId: number;
  declare nombre: string;
  /** Posición en el tablero: 0, 1, 2… sin huecos ni repetidos */
  declare orden: number;
}

/** Table and column names of `kanban_columnas` for tuned knex queries: a renamed property breaks every use. */
export const kanbanColumnaT = tablaDe<KanbanColumna>()('kanban_columnas', ['id', 'agenteId', 'kanbanId', 'nombre', 'orden']);
