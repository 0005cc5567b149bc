import { validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { RAMO_IDS } from '../../catalogos/shared/catalogos.ts';
import { MAX_ID } from '../../clientes/shared/clientes.ts';
import { STATUS_CARD, type CardDatos, type ColumnaDatos, type NotaDatos } from './embudo.ts';
import { MENSAJES_EMBUDO as M } from './mensajes.ts';

/**
 * The board's forms (spec 03 §5 Opportunity card, new column): the card dialog, the column name and
 * the notes run these in the browser, and the routes run the same on the request.
 */

/** Letters (any accent) and spaces: 'Cotización enviada'. */
const LETRAS = /^\p{L}[\p{L}\s]*$/u;
/** An amount as typed: digits with optional thousands commas, up to two decimals (spec 03 §5). */
const IMPORTE = /^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
/** numeric(14,2): twelve integer digits at most. */
const MAX_ENTEROS = 12;

const id = (label: string, required: string) => ({ kind: 'integer', label, required, min: 1, max: MAX_ID }) as const;

/** '12,500.5' → '12500.50': the commas shown while typing are removed before saving (spec 03 §5). */
export function normalizarPrima(v: unknown): string {
  const [enteros, decimales = ''] = String(v).trim().replace(/,/g, '').split('.');
  return `${enteros.replace(/^0+(?=\d)/, '')}.${decimales.padEnd(2, '0')}`;
}

/** '12500.5' → '12,500.50': the amount as the card form shows it (spec 03 §5); unreadable text stays as typed. */
export function conComas(v: string): string {
  if (!IMPORTE.test(v.trim())) return v;
  const [enteros, decimales] = normalizarPrima(v).split('.');
  return `${enteros.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${decimales}`;
}

function revisarPrima(v: unknown): string | null {
  const texto = String(v).trim();
  if (texto.startsWith('-')) return M.primaNegativa;
  if (!IMPORTE.test(texto)) return M.primaFormato;
  return normalizarPrima(texto).split('.')[0].length > MAX_ENTEROS ? M.primaGrande : null;
}

export const nombreColumnaSchema: Schema = {
  nombre: { kind: 'string', label: 'El nombre de la columna', required: M.columnaNombreObligatorio, max: 20, pattern: LETRAS, patternMessage: M.columnaSoloLetras },
};

export const columnaSchema: Schema = {
  kanbanId: id('El embudo', M.tableroObligatorio),
  ...nombreColumnaSchema,
  orden: { kind: 'integer', label: 'El orden', min: 0, max: 9999 },
};

/** The fields of the card dialog (spec 03 §5): all required. */
export const cardFormSchema: Schema = {
  nombre: { kind: 'string', label: 'El nombre de la oportunidad', required: M.nombreObligatorio, max: 50 },
  prospectoId: id('El prospecto', M.prospectoObligatorio),
  ramoId: { kind: 'integer', label: 'El ramo', required: M.ramoObligatorio, check: (v) => (RAMO_IDS.includes(v as 1) ? null : M.ramoInvalido) },
  moneda: { kind: 'string', label: 'La moneda', required: M.monedaObligatoria, max: 5, pattern: /^[A-Za-z]{3,5}$/, patternMessage: M.monedaInvalida },
  primaTotal: { kind: 'any', label: 'La prima total', required: M.primaObligatoria, check: revisarPrima },
  descripcion: { kind: 'string', label: 'La descripción', required: M.descripcionObligatoria, max: 1500 },
};

export const cardSchema: Schema = {
  ...cardFormSchema,
  columnId: id('La columna', M.columnaObligatoria),
  status: { kind: 'string', label: 'El estatus', oneOf: STATUS_CARD },
  orden: { kind: 'integer', label: 'El orden', min: 0, max: 1_000_000 },
};

export const notaSchema: Schema = {
  texto: { kind: 'string', label: 'El texto de la nota', required: M.notaObligatoria, max: 1500 },
  cardId: id('La oportunidad', M.cardObligatoria),
};

/** A card's payload: the amount as an exact two-decimal string, the currency in capitals. */
export function validarCard(input: unknown): ValidationResult<CardDatos> {
  const r = validate<CardDatos>(cardSchema, input);
  if (!r.ok) return r;
  return { ok: true, value: { ...r.value, primaTotal: normalizarPrima(r.value.primaTotal), moneda: r.value.moneda.toUpperCase() } };
}

export const validarColumna = (input: unknown) => validate<ColumnaDatos>(columnaSchema, input);
export const validarNota = (input: unknown) => validate<NotaDatos>(notaSchema, input);
