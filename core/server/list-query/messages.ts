import { fieldOperators, type ListFieldSpec, type ListOperator, type ListSpec } from '../../shared/list-query.ts';
import { badRequest, type HttpError } from '../http/errors.ts';

/**
 * The 400 messages of the list-query language. Each names what is allowed and ends with an example
 * the user (or the front-end developer) can copy, because the caller is usually a person reading a
 * toast or a developer reading the network tab.
 */

type AnyField = ListFieldSpec<never>;
type AnySpec = ListSpec<never>;

/** Echoes user input without flooding the message with a huge or multi-line value. */
export function quote(value: string): string {
  // oxlint-disable-next-line no-control-regex -- replacing control characters is the point
  const clean = value.replace(/[\u0000-\u001f\u007f]/g, '?');
  return `'${clean.length > 60 ? clean.slice(0, 57) + '...' : clean}'`;
}

const SAMPLE: Record<AnyField['type'], [single: string, pair: string, list: string]> = {
  text: ['texto', 'a,b', 'a,b'],
  enum: ['valor', 'a,b', 'a,b'],
  integer: ['10', '1,10', '1,2,3'],
  number: ['100.50', '0,1000.50', '1.5,2.5'],
  date: ['2024-01-01', '2024-01-01,2024-12-31', '2024-01-01,2024-02-01'],
  datetime: ['2024-01-01 08:00:00', '2024-01-01,2024-12-31', '2024-01-01,2024-02-01'],
  boolean: ['true', 'true,false', 'true,false'],
};

/** A working query-string fragment for the field, using `op` when the field accepts it. */
export function example(name: string, field: AnyField, op?: ListOperator): string {
  const ops = fieldOperators(field);
  const chosen = op && ops.includes(op) ? op : ops.includes('cn') ? 'cn' : ops[0];
  const [single, pair, list] = SAMPLE[field.type];
  const enumValues = field.values ?? [];
  const one = enumValues[0] ?? single;
  if (chosen === 'nu' || chosen === 'nn') return `${name}[${chosen}]`;
  if (chosen === 'bw') return `${name}[bw]=${pair}`;
  if (chosen === 'in' || chosen === 'ni') return `${name}[${chosen}]=${enumValues.length > 1 ? enumValues.slice(0, 2).join(',') : list}`;
  return chosen === 'eq' ? `${name}=${one}` : `${name}[${chosen}]=${one}`;
}

/** What a valid value of the type looks like, in words. */
export function expectation(field: AnyField): string {
  switch (field.type) {
    case 'text':
      return 'un texto de hasta 500 caracteres, sin caracteres de control';
    case 'enum':
      return field.values ? `uno de: ${field.values.join(', ')}` : 'un valor de hasta 500 caracteres';
    case 'integer':
      return 'un número entero';
    case 'number':
      return 'un número con punto decimal, como 1500.50';
    case 'date':
      return 'una fecha yyyy-MM-dd';
    case 'datetime':
      return 'una fecha yyyy-MM-dd o una fecha y hora yyyy-MM-dd HH:mm:ss';
    case 'boolean':
      return 'true o false';
  }
}

function firstExample(spec: AnySpec): string {
  const [name, field] = Object.entries(spec.fields)[0] ?? [];
  return name && field ? ` Ejemplo: ${example(name, field)}` : '';
}

function sortableNames(spec: AnySpec): string[] {
  return Object.entries(spec.fields)
    .filter(([, f]) => f.sortable)
    .map(([n]) => n);
}

export const listErrors = {
  unknownField(spec: AnySpec, key: string): HttpError {
    const names = Object.keys(spec.fields);
    const allowed = names.length ? `Filtros permitidos: ${names.join(', ')}.` : 'Esta lista no admite filtros.';
    return badRequest(`El filtro ${quote(key)} no existe. ${allowed}${firstExample(spec)}`);
  },
  badOperator(name: string, field: AnyField, op: string): HttpError {
    return badRequest(`El operador ${quote(op)} no es válido para '${name}'. Operadores permitidos: ${fieldOperators(field).join(', ')}. Ejemplo: ${example(name, field)}`);
  },
  badValue(name: string, field: AnyField, op: ListOperator, value: string, why = expectation(field)): HttpError {
    return badRequest(`El valor ${quote(value)} no es válido para '${name}': se espera ${why}. Ejemplo: ${example(name, field, op)}`);
  },
  tooManyValues(name: string, field: AnyField, op: ListOperator, max: number): HttpError {
    return badRequest(`Demasiados valores para '${name}': se aceptan hasta ${max} separados por coma. Ejemplo: ${example(name, field, op)}`);
  },
  repeated(spec: AnySpec, key: string): HttpError {
    const base = key.replace(/\[.*$/, '');
    const field = Object.hasOwn(spec.fields, base) ? spec.fields[base] : undefined;
    const hint = key === 'order' ? 'order=campo asc, otro desc' : field && fieldOperators(field).includes('in') ? example(base, field, 'in') : `${key}=valor`;
    return badRequest(`El parámetro ${quote(key)} aparece más de una vez; envíalo una sola vez. Ejemplo: ${hint}`);
  },
  badOrderPart(spec: AnySpec, part: string): HttpError {
    const [a, b] = sortableNames(spec);
    const sample = a ? `order=${a} asc${b ? `, ${b} desc` : ''}` : 'order=campo asc';
    return badRequest(`El orden ${quote(part)} no es válido: usa 'campo asc' o 'campo desc' separados por coma. Ejemplo: ${sample}`);
  },
  unknownSortField(spec: AnySpec, name: string): HttpError {
    const names = sortableNames(spec);
    const allowed = names.length ? `Campos ordenables: ${names.join(', ')}. Ejemplo: order=${names[0]} asc` : 'Esta lista no admite ordenar.';
    return badRequest(`No se puede ordenar por ${quote(name)}. ${allowed}`);
  },
  badDirection(name: string, direction: string): HttpError {
    return badRequest(`La dirección ${quote(direction)} no es válida para ordenar por '${name}': usa asc o desc. Ejemplo: order=${name} desc`);
  },
  badPage(value: string, maxPage: number): HttpError {
    return badRequest(`La página ${quote(value)} no es válida: se espera un número entero de 1 a ${maxPage}. Ejemplo: page=2`);
  },
  badSize(value: string, maxSize: number): HttpError {
    return badRequest(`El tamaño de página ${quote(value)} no es válido: se espera un número entero mayor que 0, o -1 para todos (hasta ${maxSize}). Ejemplo: size=20`);
  },
};
