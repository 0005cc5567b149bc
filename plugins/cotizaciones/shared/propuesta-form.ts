import { validate, type FieldErrors, type FieldRule, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { FORMAS_PAGO, RAMO, type FormaPago, type RamoId } from '../../catalogos/shared/catalogos.ts';
import type { CamposDePlan, ConceptoPropuesta, PlanPagoDatos } from './cotizaciones.ts';
import { MENSAJES_COTIZACIONES as M } from './mensajes.ts';

/**
 * What a quotation's proposal and a template share (spec 03 §5): the plan fields by ramo, the
 * features and coverages, and (proposals only) the payment plans. Used by both forms and the server.
 * Errors of nested entries are keyed by their path: `items.0.coberturas.2.valor`.
 */

/** Largest amount a numeric(14,2) holds, in pesos. */
const MONTO_MAXIMO = 999_999_999_999.99;

/** More entries than any proposal carries: a longer list is a malformed request. */
export const MAXIMO_CONCEPTOS = 60;
export const MAXIMO_ITEMS = 10;

/**
 * The spec says coverage values are "letters only", but insurers state them with amounts and
 * percentages ('Valor comercial', '$3,000,000', '5% de la suma asegurada'): letters, digits, spaces
 * and the signs amounts use (docs/adr/033-cotizaciones.md).
 */
const VALOR_COBERTURA = /^[\p{L}\p{N}\s$%,./()-]+$/u;

const texto = (label: string, max: number, required?: string): FieldRule => ({ kind: 'string', label, max, required });

const monto = (label: string, required?: string): FieldRule => ({
  kind: 'number',
  label,
  required,
  max: MONTO_MAXIMO,
  check: (v) => ((v as number) < 0 ? M.montoNegativo(label) : Math.round((v as number) * 100) / 100 !== v ? M.montoDecimales(label) : null),
});

/** The plan fields (spec 03 §5 limits: plan 20, amounts 50 each). */
export const camposDePlanSchema: Schema = {
  plan: texto('El plan', 20, M.planObligatorio),
  moneda: {
    kind: 'string',
    label: 'La moneda',
    required: M.monedaObligatoria,
    max: 10,
    pattern: /^[A-Za-z]{2,10}$/,
    patternMessage: 'La moneda debe ser su abreviatura (MXN, USD…)',
  },
  sumaAsegurada: texto('La suma asegurada', 50, M.sumaAseguradaObligatoria),
  deducible: texto('El deducible', 50),
  coaseguro: texto('El coaseguro', 50),
  topeCoaseguro: texto('El tope de coaseguro', 50),
  copago: texto('El copago', 50),
};

/** Features: description 150, value 50 (spec 03 §5). */
export const caracteristicaSchema: Schema = {
  descripcion: texto('La descripción', 150, M.conceptoDescripcionObligatoria),
  valor: texto('El valor', 50, M.conceptoValorObligatorio),
};

/** Coverages: the catalogue coverage (or a free description) and its value, 50. */
export const coberturaSchema: Schema = {
  id: { kind: 'integer', label: 'La cobertura', min: 1, max: 2_147_483_647 },
  descripcion: texto('La descripción', 150, M.conceptoDescripcionObligatoria),
  valor: { ...texto('El valor', 50, M.conceptoValorObligatorio), pattern: VALOR_COBERTURA, patternMessage: M.coberturaValorFormato },
};

const planSchema: Schema = {
  formaPago: { kind: 'string', label: 'La forma de pago', required: 'La forma de pago es obligatoria', oneOf: FORMAS_PAGO.map((f) => f.key) },
  total: monto('El total', undefined),
  primaPrimerRecibo: monto('La prima del primer recibo'),
  primaReciboSub: monto('La prima de los recibos subsecuentes'),
};

/**
 * Validates each entry of a list with `uno`, collecting errors under `prefijo.n.campo`; a value that
 * is not a list (or a longer one than `maximo`) is one error under `prefijo`.
 */
export function validarLista<T>(valor: unknown, prefijo: string, maximo: number, que: string, errors: FieldErrors, uno: (entrada: unknown) => ValidationResult<T>): T[] {
  if (valor === undefined || valor === null) return [];
  if (!Array.isArray(valor) || valor.length > maximo) {
    errors[prefijo] = M.demasiados(que, maximo);
    return [];
  }
  return valor.flatMap((entrada, n) => {
    const r = uno(entrada);
    if (r.ok) return [r.value];
    for (const [campo, mensaje] of Object.entries(r.errors)) errors[`${prefijo}.${n}.${campo}`] = mensaje;
    return [];
  });
}

function validarCaracteristicas(valor: unknown, prefijo: string, errors: FieldErrors): ConceptoPropuesta[] {
  const lista = validarLista(valor, prefijo, MAXIMO_CONCEPTOS, 'características', errors, (e) => validate<Omit<ConceptoPropuesta, 'id'>>(caracteristicaSchema, e));
  // A feature's id is its position: the list is edited and reordered as a whole.
  return lista.map((c, n) => ({ id: n + 1, descripcion: c.descripcion, valor: c.valor }));
}

function validarCoberturas(valor: unknown, prefijo: string, errors: FieldErrors): ConceptoPropuesta[] {
  const lista = validarLista(valor, prefijo, MAXIMO_CONCEPTOS, 'coberturas', errors, (e) => validate<ConceptoPropuesta>(coberturaSchema, e));
  return lista.map((c) => ({ id: c.id ?? null, descripcion: c.descripcion, valor: c.valor }));
}

/** Contado carries its single payment; the other plans their first and subsequent receipts (spec 03 §4). */
function validarPlan(entrada: unknown): ValidationResult<PlanPagoDatos> {
  const r = validate<PlanPagoDatos>(planSchema, entrada);
  if (!r.ok) return r;
  const errors: FieldErrors = {};
  if (r.value.formaPago === 'contado') {
    if (r.value.total === null || r.value.total === undefined) errors.total = M.totalContadoObligatorio;
  } else {
    if (r.value.primaPrimerRecibo === null || r.value.primaPrimerRecibo === undefined) errors.primaPrimerRecibo = M.primerReciboObligatorio;
    if (r.value.primaReciboSub === null || r.value.primaReciboSub === undefined) errors.primaReciboSub = M.reciboSubObligatorio;
  }
  const first = Object.values(errors)[0];
  if (first) return { ok: false, errors, message: first };
  const { formaPago, total, primaPrimerRecibo, primaReciboSub } = r.value;
  return { ok: true, value: formaPago === 'contado' ? { formaPago, total } : { formaPago, primaPrimerRecibo, primaReciboSub } };
}

/** A proposal's plans: each payment form at most once. */
export function validarPlanes(valor: unknown, prefijo: string, errors: FieldErrors): PlanPagoDatos[] {
  const planes = validarLista(valor, prefijo, FORMAS_PAGO.length, 'formas de pago', errors, validarPlan);
  const vistas = new Set<FormaPago>();
  planes.forEach((p) => {
    if (vistas.has(p.formaPago)) errors[prefijo] = M.formaPagoRepetida(p.formaPago);
    vistas.add(p.formaPago);
  });
  return planes;
}

/**
 * The plan fields, features and coverages of one proposal or template, with what the ramo hides
 * cleared (spec 03 §5 visibility): no deducible for Vida; coaseguro, its cap and copago only for
 * Salud; no additional features for Auto.
 */
export function validarCamposDePlan(entrada: Record<string, unknown>, ramo: RamoId | null, prefijo: string, errors: FieldErrors): CamposDePlan | null {
  const r = validate<CamposDePlan>(camposDePlanSchema, entrada);
  if (!r.ok) for (const [campo, mensaje] of Object.entries(r.errors)) errors[`${prefijo}${campo}`] = mensaje;
  const caracteristicas = ramo === RAMO.AUTO ? [] : validarCaracteristicas(entrada.caracteristicas, `${prefijo}caracteristicas`, errors);
  const coberturas = validarCoberturas(entrada.coberturas, `${prefijo}coberturas`, errors);
  if (!r.ok) return null;
  const salud = ramo === RAMO.SALUD;
  return {
    plan: r.value.plan,
    moneda: r.value.moneda.toUpperCase(),
    sumaAsegurada: r.value.sumaAsegurada,
    deducible: ramo === RAMO.VIDA ? null : (r.value.deducible ?? null),
    coaseguro: salud ? (r.value.coaseguro ?? null) : null,
    topeCoaseguro: salud ? (r.value.topeCoaseguro ?? null) : null,
    copago: salud ? (r.value.copago ?? null) : null,
    caracteristicas,
    coberturas,
  };
}

/** A ramo code (spec 03 §9: 1, 3, 5, 7); anything else gets the catalogue's message (spec 03 §8). */
export const reglaDeRamo: FieldRule = {
  kind: 'any',
  label: 'El ramo',
  required: M.ramoObligatorio,
  check: (v) => (Object.values(RAMO).includes(Number(v) as RamoId) && String(Number(v)) === String(v).trim() ? null : M.ramoNoValido(v)),
};

/** The validated ramo as its code. */
export const comoRamo = (v: unknown): RamoId => Number(v) as RamoId;

/** Merges collected nested errors into a validation result. */
export function resultado<T>(errors: FieldErrors, valor: () => T): ValidationResult<T> {
  const first = Object.values(errors)[0];
  return first ? { ok: false, errors, message: first } : { ok: true, value: valor() };
}
