import { Modelo, tablaDe } from '../db/modelo.ts';

/** Sentencias que un plugin ejecuta con las filas de cada sentencia que cambia la tabla de un canal (tablas de transición nuevos y viejos) */
export class SuscripcionCambios extends Modelo {
  static override readonly tableName = 'cambios_suscripciones';
  declare canal: string;
  declare suscriptor: string;
  declare orden: number;
  declare alInsertar: string | null;
  declare alActualizar: string | null;
  declare alEliminar: string | null;
}

/** Table and column names of `cambios_suscripciones` for tuned knex queries: a renamed property breaks every use. */
export const suscripcionCambiosT = tablaDe<SuscripcionCambios>()('cambios_suscripciones', ['canal', 'suscriptor', 'orden', 'alInsertar', 'alActualizar', 'alEliminar']);
