import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Tareas del agente; created_at es la fecha de la tarea */
export class Tarea extends Modelo {
  static override readonly tableName = 'tareas';
  declare id: number;
  declare agenteId: number;
  declare nombre: string;
  declare descripcion: string;
  declare vencimiento: Date | null;
  declare prioridad: string;
  declare status: string;
  declare tipo: string;
  /** Vendedor del mismo agente (la API lo verifica); los vendedores no se borran, pasan a inactivo */
  declare vendedorId: number | null;
  /** Cuándo pasó a cerrada; vacía mientras está abierta */
  declare fechaCierre: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
  /** Tipo del registro al que pertenece la tarea (clientes, polizas…), el que registró su plugin; nulo si es una tarea suelta */
  declare entidad: string | null;
  /** Id del registro al que pertenece la tarea en la tabla de su plugin; al borrarse el registro la tarea queda suelta */
  declare duenoId: number | null;
}

/** Table and column names of `tareas` for tuned knex queries: a renamed property breaks every use. */
export const tareaT = tablaDe<Tarea>()('tareas', [
  'id',
  'agenteId',
  'nombre',
  'descripcion',
  'vencimiento',
  'prioridad',
  'status',
  'tipo',
  'vendedorId',
  'fechaCierre',
  'createdAt',
  'updatedAt',
  'entidad',
  'duenoId',
]);
