import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { TipoTareaTodoist } from '../../shared/todoist.ts';

/** Tareas de Todoist ligadas a la renovación de una póliza (POLIZA) o al vencimiento de un recibo (RECIBO) */
export class TodoistTarea extends Modelo {
  static override readonly tableName = 'todoist_tareas';
  declare id: number;
  declare agenteId: number;
  declare tipo: TipoTareaTodoist;
  declare polizaId: number;
  declare reciboId: number | null;
  /** El id de la tarea en Todoist */
  declare todoistId: string;
  declare contenido: string;
  /** Fecha de vencimiento de la tarea en Todoist */
  declare vencimiento: string;
  declare url: string;
  /** Cuándo Cartera supo que la tarea se completó (al cerrarla o al consultar Todoist); nulo si sigue abierta */
  declare cerradaAt: Date | null;
  declare createdAt: Date;
}

/** Table and column names of `todoist_tareas` for tuned knex queries: a renamed property breaks every use. */
export const todoistTareaT = tablaDe<TodoistTarea>()('todoist_tareas', [
  'id',
  'agenteId',
  'tipo',
  'polizaId',
  'reciboId',
  'todoistId',
  'contenido',
  'vencimiento',
  'url',
  'cerradaAt',
  'createdAt',
]);
