import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Días que se suman (o restan, si son negativos) al inicio de vigencia de un recibo para obtener su vencimiento */
export class ParametroVencimiento extends Modelo {
  static override readonly tableName = 'parametros_vencimiento';
  /** One row per agent and offset: there is no id column. */
  static override readonly idColumn = ['agente_id', 'parametro_id'];
  declare agenteId: number;
  /** 1 y 2: Auto primer recibo y subsecuentes; 3 y 4: Salud; 5 y 6: Vida; 7 y 8: Diversos */
  declare parametroId: number;
  declare valor: number;
  declare updatedAt: Date;
}

/** Table and column names of `parametros_vencimiento` for tuned knex queries: a renamed property breaks every use. */
export const parametroVencimientoT = tablaDe<ParametroVencimiento>()('parametros_vencimiento', ['agenteId', 'parametroId', 'valor', 'updatedAt']);
