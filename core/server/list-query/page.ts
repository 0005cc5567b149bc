import type { Knex } from 'knex';
import type { ListPage } from '../../shared/envelope.ts';
import type { ListSpec } from '../../shared/list-query.ts';
import { applyFilters, applyOrder } from './apply.ts';
import { countKey, type CachedCount } from './count-cache.ts';
import { parseListQuery, type ListPlan, type RawListQuery } from './parse.ts';

/**
 * Runs a plan against the caller's base query and shapes the list envelope.
 *
 * The base carries the resource's own constraints: joins, `where agente_id = ?`, soft deletes, a
 * fixed status. Build it on the request's transaction (`trx('polizas as p').join(...)`) — on PGlite
 * a query on the root knex while a transaction is open waits forever.
 *
 * Objection: pass `Model.query(trx).alias('p').joinRelated(...)` as the base; the items are then
 * model instances and the count uses Objection's `resultSize()`. A spec with custom filters then
 * receives Objection builders in `filter` (type its Q accordingly).
 */

/** What an Objection QueryBuilder offers that a knex one does not (duck-typed: no import needed). */
interface ObjectionLike {
  resultSize(): Promise<number>;
  clone(): ObjectionLike;
}

export type ListBase = Knex.QueryBuilder | ObjectionLike;

function isObjection(qb: ListBase): qb is ObjectionLike {
  return typeof (qb as Partial<ObjectionLike>).resultSize === 'function';
}

/**
 * Counts the filtered rows as a subquery, so a base with DISTINCT, GROUP BY or a LIMIT of its own
 * still counts what the list shows. The outer query comes from the builder's own client, which is
 * the transaction's when the base was built on one.
 */
export async function countRows(filtered: ListBase): Promise<number> {
  if (isObjection(filtered)) return Number(await filtered.clone().resultSize());
  const inner = filtered.clone().clearOrder().as('list_query_count');
  const [row] = await filtered.client.queryBuilder().count({ total: '*' }).from(inner);
  return Number((row as { total: number | string }).total);
}

/** A full page's total: remembered for the data version when the caller offers a cache, else counted. */
async function totalOf(filtered: ListBase, plan: ListPlan<never>, cached?: CachedCount): Promise<number> {
  if (!cached) return countRows(filtered);
  const key = countKey(cached.scope, plan);
  const known = cached.cache.get(key, cached.version);
  if (known !== undefined) return known;
  const total = await countRows(filtered);
  cached.cache.set(key, cached.version, total);
  return total;
}

/** From this offset on, a page whose list allows it reads its rows' keys first (see filasDeLaPagina). */
export const OFFSET_PROFUNDO = 100;

export interface PageOptions {
  /**
   * The base yields one row per value of the plan's single tiebreaker column (no DISTINCT, no GROUP
   * BY): a deep page may then skip its offset over the keys alone and read the columns of its own
   * rows only. The rows and their order are those of the plain OFFSET query.
   */
  clavesPrimero?: boolean;
  /**
   * Columns computed for the page's rows only, in the rows' own statement (`fila` names a row, e.g.
   * `${fila}.clienteId`): typically a correlated subquery, which in the plain select would also run
   * for every row an offset skips. Knex bases only.
   */
  porFila?: (fila: string) => (string | Knex.Raw)[];
}

/** The alias of the page's rows when porFila wraps them. */
const FILA = 'list_query_fila';

/**
 * The page's rows. A deep OFFSET makes the database build every skipped row: its joins (the client
 * of each of 1,000 policies skipped to reach page 100) and its wide columns, all sorted. Keys first,
 * the skipped rows are only the sort keys and the tiebreaker (joins nobody reads are left out by the
 * planner), and the page's own rows are read by key: `where id in (keys of the page) order by …`.
 */
function filasDeLaPagina(filtered: Knex.QueryBuilder, plan: ListPlan<never>, opciones: PageOptions): Knex.QueryBuilder {
  const [clave, ...resto] = plan.tiebreaker;
  const filas =
    !opciones.clavesPrimero || plan.offset < OFFSET_PROFUNDO || resto.length > 0
      ? applyOrder(filtered.clone(), plan).limit(plan.size).offset(plan.offset)
      : applyOrder(filtered.clone().whereIn(clave, applyOrder(filtered.clone().clearSelect().select(clave), plan).limit(plan.size).offset(plan.offset)), plan);
  if (!opciones.porFila) return filas;
  // A plain projection over the ordered page: PostgreSQL keeps the subquery's order (nothing above it
  // joins, groups or sorts), and the subquery's ORDER BY keeps it from being merged into this select.
  return filtered.client
    .queryBuilder()
    .select(`${FILA}.*`, ...opciones.porFila(FILA))
    .from(filas.as(FILA));
}

/** A total already known for this data version: a page past it is empty without reading a row. */
function totalConocido(plan: ListPlan<never>, cached?: CachedCount): number | undefined {
  return cached?.cache.get(countKey(cached.scope, plan), cached.version);
}

/** The page of the plan; the base is not modified. */
export async function fetchListPage<Row = Record<string, unknown>>(
  base: ListBase,
  plan: ListPlan<never>,
  cached?: CachedCount,
  opciones: PageOptions = {},
): Promise<ListPage<Row>> {
  const filtered = applyFilters(base.clone() as Knex.QueryBuilder, plan);
  const conocido = plan.offset > 0 ? totalConocido(plan, cached) : undefined;
  if (conocido !== undefined && plan.offset >= conocido)
    return { items: [], totalItems: conocido, currentPage: plan.page, totalPages: Math.ceil(conocido / plan.size), pageSize: plan.size };
  const items = (await filasDeLaPagina(filtered, plan, opciones)) as Row[];
  // A partly filled page is the last one, so its rows give the total without a second query; only
  // a full page or one past the end needs the count.
  const total = items.length > 0 && items.length < plan.size ? plan.offset + items.length : items.length === 0 && plan.offset === 0 ? 0 : await totalOf(filtered, plan, cached);
  return {
    items,
    totalItems: total,
    currentPage: plan.page,
    totalPages: Math.ceil(total / plan.size),
    pageSize: plan.size,
  };
}

/**
 * The whole list request: validates `query` against `spec` (HttpError 400 on anything unknown or
 * malformed) and returns the envelope body, e.g.
 * `ctx.body = ok(await applyListQuery(trx('aseguradoras as a').where(...), aseguradorasList, ctx.query))`.
 */
export async function applyListQuery<Row = Record<string, unknown>>(
  base: ListBase,
  // ListSpec<never> accepts a spec whatever builder type its custom filters expect.
  spec: ListSpec<never>,
  query: RawListQuery,
  cached?: CachedCount,
  opciones?: PageOptions,
): Promise<ListPage<Row>> {
  return fetchListPage<Row>(base, parseListQuery(spec, query), cached, opciones);
}
