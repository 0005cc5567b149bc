import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Monedas que un agente puede configurar (código ISO 4217; UDI es la unidad de inversión de Banxico) */
export class MonedaCatalogo extends Modelo {
  static override readonly tableName = 'monedas_catalogo';
  declare id: number;
  declare abreviacion: string;
  declare moneda: string;
}

/** Table and column names of `monedas_catalogo` for tuned knex queries: a renamed property breaks every use. */
export const monedaCatalogoT = tablaDe<MonedaCatalogo>()('monedas_catalogo', ['id', 'abreviacion', 'moneda']);
