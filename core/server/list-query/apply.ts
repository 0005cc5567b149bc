import type { Knex } from 'knex';
import type { ListFieldSpec, ListFilterValue, ListOperator, ListScalar } from '../../shared/list-query.ts';
import type { ListFilter, ListPlan, ListSort } from './parse.ts';
import { nextDay } from './values.ts';

/**
 * The knex half: turns a validated plan into WHERE and ORDER BY clauses on the caller's builder.
 * Identifiers come only from the spec (bound with `??`), values only as `?` bindings.
 */

type AnyField = ListFieldSpec<never>;
/** A SQL fragment and its bindings. */
type Fragment = [sql: string, bindings: Knex.RawBinding[]];

/** The field's column as an identifier binding, or its trusted SQL expression. */
function target(field: AnyField): Fragment {
  if (field.column) return ['??', [field.column]];
  // knex reads every ? as a placeholder: escape the expression's own (e.g. jsonb operators).
  return [`(${(field.sql ?? '').replace(/\?/g, '\\?')})`, []];
}

/** Both sides go through the same function, so 'qualitas' equals 'Quálitas' and 'PENDIENTE' 'pendiente'. */
const FOLD: Partial<Record<AnyField['type'], string>> = { text: 'cartera_fold', enum: 'lower' };

/**
 * An enum with declared values needs no folding: the parser already turned the request's spelling
 * into the declared one, which is what the column stores. Comparing the bare column keeps its index
 * usable and lets the planner estimate from its statistics (`lower(status)` is a blind guess that
 * picked nested loops over hundreds of thousands of rows).
 */
function foldOf(field: AnyField): string | undefined {
  return field.type === 'enum' && field.values ? undefined : FOLD[field.type];
}
/** Explicit parameter types: the database must never guess from a string (e.g. money as float). */
const CAST: Partial<Record<AnyField['type'], string>> = { integer: 'bigint', number: 'numeric', date: 'date', boolean: 'boolean' };

/** `\`, `%` and `_` are LIKE wildcards (PostgreSQL's default escape is `\`): search them literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => '\\' + c);
}

function list(n: number, item: string): string {
  return Array.from({ length: n }, () => item).join(', ');
}

/** eq/ne/in/ni/ranges for every type except datetime. */
function scalarCondition(field: AnyField, op: ListOperator, value: ListFilterValue): Fragment {
  const [col, colB] = target(field);
  const fold = foldOf(field);
  const cast = CAST[field.type];
  // ::text lets a text or enum field sit on a varchar, a number or a PostgreSQL enum type; on a text
  // column it adds nothing, so an index on cartera_fold(col) still matches.
  const c = fold && !field.folded ? `${fold}(${col}::text)` : col;
  const p = fold ? `${fold}(?)` : cast ? `?::${cast}` : '?';
  const values = Array.isArray(value) ? value : [value as ListScalar];
  // The parser drops empty lists; should a caller build one anyway, answer it without `in ()`.
  if ((op === 'in' || op === 'ni') && values.length === 0) return [op === 'in' ? 'false' : 'true', []];
  switch (op) {
    case 'cn':
      return [`${c} like '%' || ${p} || '%'`, [...colB, escapeLike(String(value))]];
    case 'eq':
      return [`${c} = ${p}`, [...colB, values[0]]];
    // "Everything but X" includes the rows without a value, as a user reading the list expects.
    case 'ne':
      return [`${c} is distinct from ${p}`, [...colB, values[0]]];
    case 'in':
      return [`${c} in (${list(values.length, p)})`, [...colB, ...values]];
    case 'ni':
      return [`(${col} is null or ${c} not in (${list(values.length, p)}))`, [...colB, ...colB, ...values]];
    case 'bw':
      return [`${c} between ${p} and ${p}`, [...colB, values[0], values[1]]];
    case 'ge':
      return [`${c} >= ${p}`, [...colB, values[0]]];
    case 'le':
      return [`${c} <= ${p}`, [...colB, values[0]]];
    case 'gt':
      return [`${c} > ${p}`, [...colB, values[0]]];
    case 'lt':
      return [`${c} < ${p}`, [...colB, values[0]]];
    default:
      throw new Error(`operador sin SQL: ${op}`);
  }
}

/**
 * A datetime value is a range: a bare date covers its whole day ([d, d+1)), a full datetime is one
 * instant. So `fecha[le]=2024-01-31` includes the afternoon of the 31st and `fecha=2024-01-31`
 * means that day. Comparing against bounds (not `col::date`) keeps the column's index usable.
 */
function datetimeCondition(field: AnyField, op: ListOperator, value: ListFilterValue): Fragment {
  const [col, colB] = target(field);
  const span = (v: ListScalar) => {
    const s = String(v);
    return s.length === 10 ? { lo: s, hi: nextDay(s), upper: '<', above: '>=' } : { lo: s, hi: s, upper: '<=', above: '>' };
  };
  const within = (v: ListScalar): Fragment => {
    const r = span(v);
    return [`(${col} >= ?::timestamp and ${col} ${r.upper} ?::timestamp)`, [...colB, r.lo, ...colB, r.hi]];
  };
  const any = (vs: ListScalar[]): Fragment => {
    const parts = vs.map(within);
    return [`(${parts.map((p) => p[0]).join(' or ')})`, parts.flatMap((p) => p[1])];
  };
  const values = Array.isArray(value) ? value : [value as ListScalar];
  const first = span(values[0]);
  switch (op) {
    case 'eq':
      return within(values[0]);
    case 'in':
      return any(values);
    case 'ne':
    case 'ni': {
      const [sql, b] = any(values);
      return [`(${col} is null or not ${sql})`, [...colB, ...b]];
    }
    case 'bw': {
      const last = span(values[1]);
      return [`(${col} >= ?::timestamp and ${col} ${last.upper} ?::timestamp)`, [...colB, first.lo, ...colB, last.hi]];
    }
    case 'ge':
      return [`${col} >= ?::timestamp`, [...colB, first.lo]];
    case 'gt':
      return [`${col} ${first.above} ?::timestamp`, [...colB, first.hi]];
    case 'le':
      return [`${col} ${first.upper} ?::timestamp`, [...colB, first.hi]];
    case 'lt':
      return [`${col} < ?::timestamp`, [...colB, first.lo]];
    default:
      throw new Error(`operador sin SQL: ${op}`);
  }
}

/** The SQL of one column filter (exported for tests and for callers composing their own where). */
export function filterCondition(filter: ListFilter<never>): Fragment {
  const { field, op, value } = filter;
  const [col, colB] = target(field);
  if (op === 'nu') return [`${col} is null`, colB];
  if (op === 'nn') return [`${col} is not null`, colB];
  return field.type === 'datetime' ? datetimeCondition(field, op, value) : scalarCondition(field, op, value);
}

/** ANDs the plan's filters onto qb (mutates and returns it). */
export function applyFilters<QB extends Knex.QueryBuilder>(qb: QB, plan: ListPlan<never>): QB {
  for (const filter of plan.filters) {
    const custom = filter.field.filter as ((b: unknown, op: ListOperator, v: ListFilterValue) => void) | undefined;
    if (custom) {
      // Grouped, so that an orWhere inside the custom filter stays inside its parentheses.
      qb.where((b) => {
        custom(b, filter.op, filter.value);
      });
    } else {
      const [sql, bindings] = filterCondition(filter);
      qb.whereRaw(sql, bindings);
    }
  }
  return qb;
}

function sortFragment(sort: ListSort<never>): Fragment {
  const [col, colB] = target(sort.field);
  const dir = sort.direction === 'desc' ? 'desc' : 'asc';
  // Text sorts as a Spanish reader expects ('Afirme' before 'AXA', 'Ñ' among the N); the raw value
  // then separates words that fold alike. NULLs keep PostgreSQL's default (last when asc) so that
  // plain indexes still serve the ORDER BY.
  if (sort.field.type === 'text' && !sort.field.folded) return [`cartera_fold(${col}::text) ${dir}, ${col} ${dir}`, [...colB, ...colB]];
  return [`${col} ${dir}`, colB];
}

/** Appends the plan's ORDER BY and the tiebreaker (mutates and returns qb). */
export function applyOrder<QB extends Knex.QueryBuilder>(qb: QB, plan: ListPlan<never>): QB {
  for (const sort of plan.order) {
    const [sql, bindings] = sortFragment(sort);
    qb.orderByRaw(sql, bindings);
  }
  for (const column of plan.tiebreaker) qb.orderByRaw('?? asc', [column]);
  return qb;
}
