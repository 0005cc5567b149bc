import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Avisos del producto para todos los agentes; solo los escribe el producto (migraciones o la línea de comandos), nunca la API */
export class ComunicadoProducto extends Modelo {
  static override readonly tableName = 'comunicados_producto';
  declare id: number;
  declare texto: string;
  declare actionUrl: string | null;
  declare publicadoDe: Date;
  declare publicadoA: Date | null;
  declare createdAt: Date;
}

/** Table and column names of `comunicados_producto` for tuned knex queries: a renamed property breaks every use. */
export const comunicadoProductoT = tablaDe<ComunicadoProducto>()('comunicados_producto', ['id', 'texto', 'actionUrl', 'publicadoDe', 'publicadoA', 'createdAt']);
