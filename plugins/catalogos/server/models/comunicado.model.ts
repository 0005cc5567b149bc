import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Comunicados que ve el agente de la transacción: los del producto y los propios */
export class Comunicado extends Modelo {
  static override readonly tableName = 'comunicados';
  declare id: number | null;
  declare texto: string | null;
  declare actionUrl: string | null;
  declare publicadoDe: Date | null;
  declare publicadoA: Date | null;
}

/** Table and column names of `comunicados` for tuned knex queries: a renamed property breaks every use. */
export const comunicadoT = tablaDe<Comunicado>()('comunicados', ['id', 'texto', 'actionUrl', 'publicadoDe', 'publicadoA']);
