import type { ListFieldSpec, ListFilterValue, ListOperator, ListScalar } from '../../shared/list-query.ts';
import { listErrors } from './messages.ts';

/**
 * Validates filter values per type, so that nothing the database would reject (an impossible date,
 * an out-of-range integer, a NUL byte) ever reaches it: those would be 500s, not 400s.
 */

type AnyField = ListFieldSpec<never>;

/** Longest single value: a search box never needs more, and it bounds the work per request. */
export const MAX_VALUE_LENGTH = 500;
/** Most items in an in/ni list: keeps the number of bound parameters far below PostgreSQL's limit. */
export const MAX_LIST_ITEMS = 500;

// Control characters are what this pattern exists to find (a NUL byte is a PostgreSQL error).
// oxlint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const INTEGER = /^[+-]?\d{1,16}$/;
const DECIMAL = /^[+-]?\d{1,20}(\.\d{1,20})?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;
// A Map, not an object literal: 'constructor' or '__proto__' must not look like a known word.
const BOOLEANS = new Map([
  ['true', true],
  ['false', false],
  ['1', true],
  ['0', false],
]);

function utcDate(y: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(y, month - 1, day); // unlike Date.UTC, keeps years below 100 as they are
  return date;
}

/** A real calendar date from year 1 to 9999 (PostgreSQL rejects year 0 and 2023-02-30). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = utcDate(y, mo, d);
  return y >= 1 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The calendar day after a valid 'yyyy-MM-dd' (for whole-day ranges on datetime columns). */
export function nextDay(value: string): string {
  const [y, mo, d] = value.split('-').map(Number);
  const date = utcDate(y, mo, d + 1);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** One scalar of the field's type, or undefined when it is not valid. */
function scalar(field: AnyField, raw: string): ListScalar | undefined {
  switch (field.type) {
    case 'text':
      return raw;
    case 'enum': {
      if (!field.values) return raw;
      // The spec sends PENDIENTE, Vigente, ABIERTA: accept any case and pass the declared spelling.
      return field.values.find((v) => v.toLowerCase() === raw.toLowerCase());
    }
    case 'integer': {
      if (!INTEGER.test(raw)) return undefined;
      const n = Number(raw);
      return Number.isSafeInteger(n) ? n : undefined;
    }
    case 'number':
      // Kept as a string and cast to numeric in SQL: money must never pass through a float.
      return DECIMAL.test(raw) ? raw.replace(/^\+/, '') : undefined;
    case 'date':
      return isCalendarDate(raw) ? raw : undefined;
    case 'datetime': {
      const [day, time, extra] = raw.split(/[ T]/);
      if (extra !== undefined || !isCalendarDate(day)) return undefined;
      if (time === undefined) return day;
      const t = TIME.exec(time);
      return t ? `${day} ${t[1]}:${t[2]}:${t[3] ?? '00'}` : undefined;
    }
    case 'boolean':
      return BOOLEANS.get(raw.toLowerCase());
  }
}

/**
 * The validated value of `name[op]=raw`. `raw` is already trimmed and non-empty (an empty value
 * means "no filter" and never gets here), except for nu/nn, which ignore it.
 */
export function parseFilterValue(name: string, field: AnyField, op: ListOperator, raw: string): ListFilterValue {
  if (op === 'nu' || op === 'nn') return null;
  const one = (item: string): ListScalar => {
    if (item.length > MAX_VALUE_LENGTH || CONTROL.test(item)) throw listErrors.badValue(name, field, op, item);
    const value = scalar(field, item);
    if (value === undefined) throw listErrors.badValue(name, field, op, item);
    return value;
  };
  if (op === 'in' || op === 'ni' || op === 'bw') {
    const items = raw.split(',').map((s) => s.trim());
    if (op === 'bw') {
      if (items.length !== 2 || !items[0] || !items[1]) {
        throw listErrors.badValue(name, field, op, raw, `dos valores separados por coma (desde,hasta), cada uno ${expectationShort(field)}`);
      }
      return [one(items[0]), one(items[1])];
    }
    const present = items.filter((s) => s !== '');
    if (present.length > MAX_LIST_ITEMS) throw listErrors.tooManyValues(name, field, op, MAX_LIST_ITEMS);
    return [...new Set(present.map(one))];
  }
  return one(raw);
}

function expectationShort(field: AnyField): string {
  return {
    text: 'un texto',
    enum: 'un valor',
    integer: 'un número entero',
    number: 'un número',
    date: 'una fecha yyyy-MM-dd',
    datetime: 'una fecha yyyy-MM-dd',
    boolean: 'true o false',
  }[field.type];
}
