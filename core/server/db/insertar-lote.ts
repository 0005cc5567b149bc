import type { Knex } from 'knex';
import type { Tabla } from './modelo.ts';

/** Rows a statement carries at most: ~2 MB of JSON for a receipt, bounded memory for the largest import. */
const FILAS_POR_SENTENCIA = 5000;
/** From this many rows a batch checks the table's statistics (cartera_estadisticas_al_dia); smaller ones never pay for it. */
const FILAS_PARA_ESTADISTICAS = 200;

/** A row by column names; a null is left out (json_populate_recordset reads a missing key as null), a quarter of a receipt's JSON. */
function enColumnas<P extends string>(fila: { readonly [K in P]?: unknown }, columnas: readonly P[], nombres: readonly string[]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (let j = 0; j < columnas.length; j++) {
    const valor = fila[columnas[j]];
    if (valor !== null && valor !== undefined) o[nombres[j]] = valor;
  }
  return o;
}

/**
 * Inserts many rows of an owner's table with one parameter per statement: the rows as a JSON array
 * that PostgreSQL reads into the table's row type (`json_populate_recordset`), in the list's order.
 * A multi-row VALUES insert binds one parameter per cell (1,000 receipts × 20 columns = 20,000),
 * which the driver encodes one by one and the server parses and plans for every statement; PGlite
 * also failed after statements of that size (docs/adr/032-importacion-excel.md). The columns are the
 * first row's properties (every row has the same shape; an undefined value is null); columns not
 * named take their defaults. A large batch brings the table's statistics up to date when they know
 * far fewer rows (core migration 20261128100100). Answers the new ids in the list's order.
 */
export async function insertarEnLote<P extends string>(trx: Knex.Transaction, tabla: Tabla<P>, filas: readonly { readonly [K in P]?: unknown }[]): Promise<number[]> {
  if (filas.length === 0) return [];
  const columnas = Object.keys(filas[0]) as P[];
  const ajena = columnas.find((c) => !tabla.props.includes(c));
  if (ajena) throw new Error(`insertarEnLote: ${tabla.nombre} no tiene la columna ${ajena}`);
  const nombres = columnas.map((c) => tabla.col[c]);
  const lista = nombres.map((c) => `"${c}"`).join(', ');
  const sql = `insert into "${tabla.nombre}" (${lista})
    select ${lista} from rows from (json_populate_recordset(null::"${tabla.nombre}", ?::json)) with ordinality as x
    order by x.ordinality returning id`;
  const ids: number[] = [];
  for (let i = 0; i < filas.length; i += FILAS_POR_SENTENCIA) {
    const json = JSON.stringify(filas.slice(i, i + FILAS_POR_SENTENCIA).map((f) => enColumnas(f, columnas, nombres)));
    const { rows } = (await trx.raw(sql, [json])) as { rows: { id: number }[] };
    for (const r of rows) ids.push(r.id);
  }
  // Statistics that predate the batch would leave this transaction's later statements on plans for a small table.
  if (filas.length >= FILAS_PARA_ESTADISTICAS) await trx.raw('select cartera_estadisticas_al_dia(?::regclass, ?)', [tabla.nombre, filas.length]);
  return ids;
}
