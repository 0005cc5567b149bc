import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Monedas configuradas por el agente; el peso mexicano (tipo de cambio 1.00) se agrega solo y no se elimina */
export class Moneda extends Modelo {
  static override readonly tableName = 'monedas';
  declare id: number;
  declare agenteId: number;
  declare monedaId: number;
  /** Pesos mexicanos por unidad de la moneda */
  declare tipoCambio: number;
  /** Formato de montos: ###,##0.00 (punto decimal) o ###.##0,00 (coma decimal) */
  declare formato: '###,##0.00' | '###.##0,00';
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `monedas` for tuned knex queries: a renamed property breaks every use. */
export const monedaT = tablaDe<Moneda>()('monedas', ['id', 'agenteId', 'monedaId', 'tipoCambio', 'formato', 'createdAt', 'updatedAt']);
