/**
 * The list-query language every list endpoint speaks (ARCHITECTURE §4, docs/adr/002-list-query.md):
 * `campo=valor`, `campo[op]=valor`, `order=campo asc, otro desc`, `page`, `size`.
 * Isomorphic: the web builds query strings from these types, the server parses them
 * (core/server/list-query). Nothing here imports server code.
 */

export const LIST_OPERATORS = ['eq', 'ne', 'cn', 'in', 'ni', 'bw', 'ge', 'le', 'gt', 'lt', 'nu', 'nn'] as const;
export type ListOperator = (typeof LIST_OPERATORS)[number];

export const LIST_FIELD_TYPES = ['text', 'enum', 'integer', 'number', 'date', 'datetime', 'boolean'] as const;
export type ListFieldType = (typeof LIST_FIELD_TYPES)[number];

/** Query keys with a meaning of their own: never filters. */
export const LIST_RESERVED_KEYS = ['order', 'page', 'size'] as const;

const RANGE_OPS: readonly ListOperator[] = ['eq', 'ne', 'in', 'ni', 'bw', 'ge', 'le', 'gt', 'lt', 'nu', 'nn'];

/** What each type allows unless the field narrows it with `ops`; a field can never widen it. */
export const DEFAULT_OPERATORS: Readonly<Record<ListFieldType, readonly ListOperator[]>> = {
  text: ['eq', 'ne', 'cn', 'in', 'ni', 'nu', 'nn'],
  enum: ['eq', 'ne', 'in', 'ni', 'nu', 'nn'],
  integer: RANGE_OPS,
  number: RANGE_OPS,
  date: RANGE_OPS,
  datetime: RANGE_OPS,
  boolean: ['eq', 'ne', 'nu', 'nn'],
};

/**
 * A filter value after validation: text, enum, date ('yyyy-MM-dd'), datetime ('yyyy-MM-dd HH:mm:ss')
 * and number (an exact decimal string, never a float) are strings; integer a number; boolean a boolean.
 */
export type ListScalar = string | number | boolean;
/** eq/ne/cn/ge/le/gt/lt: one scalar; in/ni: a list; bw: [from, to]; nu/nn: null. */
export type ListFilterValue = ListScalar | ListScalar[] | null;

/**
 * One public field of a list. `Q` is the server's query builder; it stays `unknown` in shared specs,
 * which therefore cannot carry custom filters (those live in the plugin's server/ folder).
 */
export interface ListFieldSpec<Q = unknown> {
  type: ListFieldType;
  /** Whitelisted column, `table.column` or `alias.column`; quoted as an identifier. */
  column?: string;
  /** A trusted SQL expression written by the developer (e.g. a full name); used instead of column. */
  sql?: string;
  /** Allowed in `order`; needs column or sql. */
  sortable?: boolean;
  /**
   * text only: the column already holds `cartera_fold` of the text (a stored search column), so only
   * the request's value is folded. Folding every row at query time costs more than the LIKE itself.
   */
  folded?: boolean;
  /** Narrows the type's default operators. */
  ops?: readonly ListOperator[];
  /**
   * enum only: the accepted values, spelt as the column stores them. A request may write them in any
   * case (PENDIENTE, Vigente); anything else is a 400.
   */
  values?: readonly string[];
  /**
   * For a search parameter that is not one column. Receives a grouped where-builder (so an orWhere
   * inside cannot escape the AND with the other filters), the operator and the validated value.
   */
  filter?: (qb: Q, op: ListOperator, value: ListFilterValue) => void;
}

export interface ListSpec<Q = unknown> {
  fields: Record<string, ListFieldSpec<Q>>;
  /** Applied when the request has no (or an empty) `order`, e.g. 'aseguradora asc'. */
  defaultOrder?: string;
  /** Page size when the request has no `size`. */
  defaultSize?: number;
  /** Largest page ever served; `size=-1` and bigger sizes mean "all", bounded by this. */
  maxSize?: number;
  /** Unique column(s) appended to every ORDER BY so that paging is stable. */
  tiebreaker: string | readonly string[];
  /** Query keys the route reads itself (not filters): the parser skips them. */
  extraParams?: readonly string[];
}

export const LIST_DEFAULT_SIZE = 10;
export const LIST_MAX_SIZE = 10000;

/** The operators a field accepts. */
export function fieldOperators(field: ListFieldSpec<never>): readonly ListOperator[] {
  return field.ops ?? DEFAULT_OPERATORS[field.type];
}

/**
 * Declares a resource's list spec. Checks the declaration itself (a developer error, so it throws a
 * plain Error at import time rather than a 400 on some later request).
 */
export function defineListSpec<Q = unknown>(spec: ListSpec<Q>): ListSpec<Q> {
  const problem = (msg: string) => new Error(`Especificación de lista inválida: ${msg}`);
  for (const [name, field] of Object.entries(spec.fields)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw problem(`nombre de campo '${name}'`);
    if ((LIST_RESERVED_KEYS as readonly string[]).includes(name)) throw problem(`'${name}' está reservado`);
    if (!LIST_FIELD_TYPES.includes(field.type)) throw problem(`tipo '${field.type}' en '${name}'`);
    const sources = [field.column, field.sql, field.filter].filter((s) => s !== undefined).length;
    if (sources !== 1) throw problem(`'${name}' necesita exactamente uno de column, sql o filter`);
    if (field.sortable && field.filter) throw problem(`'${name}' es ordenable pero no tiene columna`);
    const allowed = DEFAULT_OPERATORS[field.type];
    for (const op of field.ops ?? []) if (!allowed.includes(op)) throw problem(`'${op}' no aplica al tipo ${field.type} ('${name}')`);
    if (field.values && field.type !== 'enum') throw problem(`'values' solo aplica a enum ('${name}')`);
    if (field.folded && (field.type !== 'text' || !field.column)) throw problem(`'folded' solo aplica a una columna de texto ('${name}')`);
  }
  const max = spec.maxSize ?? LIST_MAX_SIZE;
  const size = spec.defaultSize ?? LIST_DEFAULT_SIZE;
  if (!Number.isInteger(max) || max < 1) throw problem('maxSize');
  if (!Number.isInteger(size) || size < 1 || size > max) throw problem('defaultSize');
  if ([spec.tiebreaker].flat().length === 0) throw problem('tiebreaker vacío');
  for (const part of spec.defaultOrder?.split(',') ?? []) {
    const name = part.trim().split(/\s+/)[0];
    if (!spec.fields[name]?.sortable) throw problem(`defaultOrder usa '${name}', que no es ordenable`);
  }
  return spec;
}
