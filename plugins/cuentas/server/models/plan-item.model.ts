import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Tabla plan_items. */
export class PlanItem extends Modelo {
  static override readonly tableName = 'plan_items';
  declare id: number;
  declare planId: number;
  declare nombre: string;
  declare descripcion: string;
  /** USUARIO (usuarios incluido el principal), FRECUENCIA (días entre sincronizaciones), POLIZA, ALMACENAMIENTO (GB) */
  declare tipo: string;
  declare cantidad: number;
  declare ayuda: string | null;
}

/** Table and column names of `plan_items` for tuned knex queries: a renamed property breaks every use. */
export const planItemT = tablaDe<PlanItem>()('plan_items', ['id', 'planId', 'nombre', 'descripcion', 'tipo', 'cantidad', 'ayuda']);
