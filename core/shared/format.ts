/**
 * es-MX display formats shared by the server and the web shell. No DOM and no dependencies beyond
 * Intl, so the same rules apply to a PDF, an e-mail and a screen.
 *
 * Dates travel on the wire as `yyyy-MM-dd` (datetimes as `yyyy-MM-dd HH:mm:ss`) and show as
 * `dd/MM/yyyy`. Money travels and is computed in integer cents; floats appear only at the edges.
 */

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const WIRE_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;
const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving surprises.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** `'2024-01-05'` (or the date part of a longer ISO string) → `'05/01/2024'`; empty or invalid → `''`. */
export function formatFecha(fecha: string | null | undefined): string {
  const m = WIRE_DATE.exec(fecha ?? '');
  if (!m) return '';
  const [, y, mo, d] = m;
  if (!isRealDate(Number(y), Number(mo), Number(d))) return '';
  return `${d}/${mo}/${y}`;
}

/** `'05/01/2024'` (leading zeros optional) → `'2024-01-05'`; `null` when it is not a real date. */
export function parseFecha(texto: string | null | undefined): string | null {
  const m = DISPLAY_DATE.exec((texto ?? '').trim());
  if (!m) return null;
  const day = Number(m[1]);
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (!isRealDate(year, month, day)) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** `'2024-01-05 14:30:00'` → `'05/01/2024 14:30'`; empty or invalid → `''`. */
export function formatFechaHora(fechaHora: string | null | undefined): string {
  const m = WIRE_DATE_TIME.exec(fechaHora ?? '');
  if (!m) return '';
  const [, y, mo, d, h, mi] = m;
  if (!isRealDate(Number(y), Number(mo), Number(d)) || Number(h) > 23 || Number(mi) > 59) return '';
  return `${d}/${mo}/${y} ${h}:${mi}`;
}

const GROUPED_INTEGER = new Intl.NumberFormat('es-MX', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Integer cents → `'$1,234.56 MXN'`; negative amounts start with a minus (`'-$5.00 MXN'`).
 * The pesos and the cents are formatted separately so no float rounding can change a digit.
 * A non-finite amount gives `''`; an empty abbreviation leaves the suffix out.
 */
export function formatDinero(cents: number, abreviacion = 'MXN'): string {
  if (!Number.isFinite(cents)) return '';
  const rounded = Math.round(cents);
  const abs = Math.abs(rounded);
  const whole = GROUPED_INTEGER.format(Math.trunc(abs / 100));
  const sign = rounded < 0 ? '-' : '';
  const suffix = abreviacion ? ` ${abreviacion}` : '';
  return `${sign}$${whole}.${pad2(abs % 100)}${suffix}`;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * An amount in pesos → integer cents, rounding half away from zero on the decimal digits as
 * written: `0.1 + 0.2` → 30, `1.005` → 101, `'1,234.50'` → 123450, `'$ 99.9'` → 9990.
 * Numbers are read through their shortest decimal form, which is what the user typed, so binary
 * float noise never decides the rounding. Anything unreadable (or beyond safe integers) → `NaN`.
 */
export function centavos(amount: number | string): number {
  if (typeof amount === 'number' && !Number.isFinite(amount)) return NaN;
  const text = String(amount).replace(/[\s,$]/g, '');
  const m = DECIMAL.exec(text);
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) return NaN;
  const [, sign, intDigits, fracDigits = '', exponent = '0'] = m;

  // Shift the decimal point by the exponent on the digit string, then split at two decimals.
  let digits = intDigits + fracDigits;
  let point = intDigits.length + Number(exponent);
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  digits = digits.padEnd(point + 3, '0');
  const centsDigits = digits.slice(0, point + 2);
  const roundUp = digits.charCodeAt(point + 2) >= '5'.charCodeAt(0);

  const value = Number(centsDigits || '0') + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(value)) return NaN;
  return sign === '-' && value !== 0 ? -value : value;
}

/** Integer cents → pesos as a number, for inputs and charts; never add these up. */
export function pesos(cents: number): number {
  return cents / 100;
}
