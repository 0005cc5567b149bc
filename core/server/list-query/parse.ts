import {
  LIST_DEFAULT_SIZE,
  LIST_MAX_SIZE,
  LIST_OPERATORS,
  LIST_RESERVED_KEYS,
  fieldOperators,
  type ListFieldSpec,
  type ListFilterValue,
  type ListOperator,
  type ListSpec,
} from '../../shared/list-query.ts';
import { listErrors } from './messages.ts';
import { parseFilterValue } from './values.ts';

/**
 * parseListQuery: the pure half of the module. It turns Koa's `ctx.query` into a typed plan or
 * throws a 400 HttpError; it never touches the database, so every rule is unit-testable.
 */

/** Koa's ctx.query: brackets are not parsed, so `aseguradora[cn]` is literally the key. */
export type RawListQuery = Record<string, string | string[] | undefined>;

export interface ListFilter<Q = unknown> {
  name: string;
  field: ListFieldSpec<Q>;
  op: ListOperator;
  value: ListFilterValue;
}

export interface ListSort<Q = unknown> {
  name: string;
  field: ListFieldSpec<Q>;
  direction: 'asc' | 'desc';
}

export interface ListPlan<Q = unknown> {
  filters: ListFilter<Q>[];
  order: ListSort<Q>[];
  /** Unique columns appended to the ORDER BY. */
  tiebreaker: string[];
  page: number;
  /** The effective page size (what the envelope reports as pageSize). */
  size: number;
  offset: number;
}

/** Highest page number: keeps OFFSET an exact integer far from any overflow. */
export const MAX_PAGE = 10_000_000;

const KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[([^[\]]*)\])?$/;

function own<T>(record: Record<string, T>, key: string): T | undefined {
  // Never let 'constructor' or '__proto__' resolve to something inherited.
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function parseFilter<Q>(spec: ListSpec<Q>, key: string, raw: string): ListFilter<Q> | undefined {
  const match = KEY.exec(key);
  if (!match) throw listErrors.unknownField(spec, key);
  const [, name, rawOp] = match;
  const field = own(spec.fields, name);
  if (!field) throw listErrors.unknownField(spec, name);
  const op = (rawOp === undefined ? 'eq' : rawOp.toLowerCase()) as ListOperator;
  if (!LIST_OPERATORS.includes(op) || !fieldOperators(field).includes(op)) {
    throw listErrors.badOperator(name, field, rawOp ?? '');
  }
  const value = raw.trim();
  // The screens send their empty search boxes (`noPoliza[cn]=&status[eq]=`): empty means no filter.
  if (value === '' && op !== 'nu' && op !== 'nn') return undefined;
  const parsed = parseFilterValue(name, field, op, value);
  // `ramo[in]=,` lists nothing: like an empty box, no filter (never `in ()`, which is invalid SQL).
  if (Array.isArray(parsed) && parsed.length === 0) return undefined;
  return { name, field, op, value: parsed };
}

/** `campo asc, otro desc` into sort keys; duplicates keep their first direction. */
export function parseOrder<Q>(spec: ListSpec<Q>, raw: string): ListSort<Q>[] {
  const sorts: ListSort<Q>[] = [];
  for (const part of raw
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const words = part.split(/\s+/);
    if (words.length > 2) throw listErrors.badOrderPart(spec, part);
    const [name, dir = 'asc'] = words;
    const field = own(spec.fields, name);
    if (!field?.sortable) throw listErrors.unknownSortField(spec, name);
    const direction = dir.toLowerCase();
    if (direction !== 'asc' && direction !== 'desc') throw listErrors.badDirection(name, dir);
    if (!sorts.some((s) => s.name === name)) sorts.push({ name, field, direction });
  }
  return sorts;
}

function parsePage(raw: string | undefined): number {
  const value = raw?.trim() ?? '';
  if (value === '') return 1;
  const page = /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) throw listErrors.badPage(value, MAX_PAGE);
  return page;
}

/** -1 and anything above maxSize mean "all", which is never more than maxSize rows. */
function parseSize(raw: string | undefined, defaultSize: number, maxSize: number): number {
  const value = raw?.trim() ?? '';
  if (value === '') return defaultSize;
  if (!/^-?\d+$/.test(value)) throw listErrors.badSize(value, maxSize);
  const size = Number(value);
  if (size === -1) return maxSize;
  if (size < 1) throw listErrors.badSize(value, maxSize);
  return Math.min(size, maxSize);
}

export function parseListQuery<Q>(spec: ListSpec<Q>, query: RawListQuery): ListPlan<Q> {
  const reserved: Partial<Record<(typeof LIST_RESERVED_KEYS)[number], string>> = {};
  const filters: ListFilter<Q>[] = [];
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || spec.extraParams?.includes(key)) continue;
    // One value per key: silently picking the first or last of `status=a&status=b` would hide a bug.
    if (typeof raw !== 'string') throw listErrors.repeated(spec, key);
    if ((LIST_RESERVED_KEYS as readonly string[]).includes(key)) {
      reserved[key as keyof typeof reserved] = raw;
      continue;
    }
    const filter = parseFilter(spec, key, raw);
    if (filter) filters.push(filter);
  }
  const maxSize = spec.maxSize ?? LIST_MAX_SIZE;
  const size = parseSize(reserved.size, spec.defaultSize ?? LIST_DEFAULT_SIZE, maxSize);
  const page = parsePage(reserved.page);
  const requested = parseOrder(spec, reserved.order ?? '');
  const order = requested.length ? requested : parseOrder(spec, spec.defaultOrder ?? '');
  return { filters, order, tiebreaker: [spec.tiebreaker].flat(), page, size, offset: (page - 1) * size };
}
