/**
 * One schema validates a form in the browser and the same request on the server, with the spec's
 * Spanish messages. Unknown keys are dropped; values are trimmed and converted to their type.
 */
export type FieldErrors = Record<string, string>;
export type ValidationResult<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors; message: string };

type Kind = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'email' | 'any';

export interface FieldRule {
  kind: Kind;
  label: string;
  required?: boolean | string;
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternMessage?: string;
  oneOf?: readonly (string | number)[];
  /** Cross-field or special checks; return a message to fail. */
  check?: (value: unknown, data: Record<string, unknown>) => string | null;
}

export type Schema = Record<string, FieldRule>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// Practical e-mail shape: one @, a dot in the domain, no spaces.
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]{2,}$/;

export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

function empty(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
}

function convert(rule: FieldRule, raw: unknown): { value?: unknown; error?: string } {
  const { kind, label } = rule;
  switch (kind) {
    case 'string':
    case 'email':
    case 'date': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return { error: `${label} debe ser texto` };
      const s = String(raw).trim();
      if (kind === 'email' && !isEmail(s)) return { error: `${label} no es un correo válido` };
      if (kind === 'date' && !isCalendarDate(s)) return { error: `${label} debe ser una fecha válida (yyyy-MM-dd)` };
      const len = [...s].length;
      if (rule.min !== undefined && len < rule.min) return { error: `${label} debe tener al menos ${rule.min} caracteres` };
      if (rule.max !== undefined && len > rule.max) return { error: `${label} debe tener como máximo ${rule.max} caracteres` };
      if (rule.pattern && !rule.pattern.test(s)) return { error: rule.patternMessage ?? `${label} tiene un formato no válido` };
      return { value: kind === 'email' ? s.toLowerCase() : s };
    }
    case 'integer':
    case 'number': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.trim()) : NaN;
      if (!Number.isFinite(n) || (kind === 'integer' && !Number.isInteger(n))) return { error: `${label} debe ser un número${kind === 'integer' ? ' entero' : ''}` };
      if (rule.min !== undefined && n < rule.min) return { error: `${label} debe ser mayor o igual a ${rule.min}` };
      if (rule.max !== undefined && n > rule.max) return { error: `${label} debe ser menor o igual a ${rule.max}` };
      return { value: n };
    }
    case 'boolean':
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { error: `${label} debe ser verdadero o falso` };
    case 'any':
      return { value: raw };
  }
}

export function validate<T = Record<string, unknown>>(schema: Schema, input: unknown): ValidationResult<T> {
  const data = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const value: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(schema)) {
    const raw = data[field];
    if (empty(raw)) {
      if (rule.required) errors[field] = typeof rule.required === 'string' ? rule.required : `${rule.label} es obligatorio`;
      else value[field] = raw === undefined ? undefined : null;
      continue;
    }
    const { value: v, error } = convert(rule, raw);
    const oneOfError = !error && rule.oneOf && !rule.oneOf.includes(v as string | number) ? `${rule.label} debe ser uno de: ${rule.oneOf.join(', ')}` : null;
    const failure = error ?? oneOfError ?? rule.check?.(v, data) ?? null;
    if (failure) errors[field] = failure;
    else value[field] = v;
  }
  const first = Object.values(errors)[0];
  return first ? { ok: false, errors, message: first } : { ok: true, value: value as T };
}
