import { formatDinero } from '../../../core/shared/format.ts';
import { isCalendarDate, validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { FORMAS_PAGO, RAMO_IDS, pagosDeFormaPago, type RamoId } from '../../catalogos/shared/catalogos.ts';
import { aCentavos, aPesos, reglaDeMonto } from './dinero.ts';
import { diasEntre } from './fechas.ts';
import { centavosDeTotal } from './primas.ts';

/** Body of POST /recibos/calcular (spec 02 §7) once validated; amounts in pesos. */
export interface DatosCalculoRecibos {
  /** contado, semestral, trimestral or mensual; may be left out when `pagos` is given. */
  formaPago?: string | null;
  /** Line code (RAMO): 1, 3, 5 or 7. */
  modelo: RamoId;
  /** Number of receipts; when formaPago is also given it must agree with it. */
  pagos?: number | null;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  primaNeta: number;
  derecho: number;
  /** Financiamiento; may be negative. */
  recargo: number;
  /** Used only for Vida (entered by hand); other lines compute 16%. */
  iva: number;
  /** When given it must equal prima neta + derecho + financiamiento + IVA. */
  primaTotal?: number | null;
  /** Net premium of the first receipt; null or 0 = not given. */
  primaPrimerRecibo?: number | null;
  /** Net premium of each subsequent receipt; null or 0 = not given. */
  primaSubsecuenteRecibo?: number | null;
  prorratearDerecho: boolean;
  prorratearRecargo: boolean;
}

/** The agent's due-date offsets for the policy's line, in days (negative = before the start). */
export interface Vencimientos {
  primero: number;
  subsecuente: number;
}

export interface MontosRecibo {
  prima: number;
  derecho: number;
  recargo: number;
  iva: number;
  total: number;
}

/** One receipt of POST /recibos/calcular (spec 02 §7). */
export interface ReciboCalculado extends MontosRecibo {
  serie: number;
  totalSerie: number;
  fecVigDe: string;
  fecVigA: string;
  fecVence: string;
  fecPago: null;
  folioPago: null;
  status: 'pendiente';
}

/** A receipt's amounts in pesos from its cents; the total is their sum. */
export function montosEnPesos(prima: number, derecho: number, recargo: number, iva: number): MontosRecibo {
  return { prima: aPesos(prima), derecho: aPesos(derecho), recargo: aPesos(recargo), iva: aPesos(iva), total: aPesos(prima + derecho + recargo + iva) };
}

/** Amounts that cannot be split as asked; `campo` names the field at fault. */
export class CalculoRecibosError extends Error {
  constructor(
    readonly campo: string,
    message: string,
  ) {
    super(message);
    this.name = 'CalculoRecibosError';
  }
}

const pesos = (c: number) => formatDinero(c, '');
const formas = FORMAS_PAGO.map((f) => f.key).join(', ');

export const MENSAJES_CALCULO = {
  formaPago: `La forma de pago debe ser una de: ${formas}`,
  formaPagoObligatoria: 'La forma de pago es obligatoria',
  pagosNoCorresponden: (pagos: number, formaPago: string, n: number) => `El número de pagos (${pagos}) no corresponde a la forma de pago ${formaPago} (${n})`,
  finAntesDeInicio: 'El fin de vigencia debe ser posterior al inicio',
  vigenciaCorta: (n: number) => `La vigencia debe durar al menos ${n} días para dividirse en ${n} recibos`,
  totalNoCuadra: (total: number) => `La prima total debe ser igual a prima neta + derecho + financiamiento + IVA (${pesos(total)})`,
  primerMayor: (neta: number) => `La prima del primer recibo no puede ser mayor que la prima neta (${pesos(neta)})`,
  subsecuentesExceden: (cuantos: number, sub: number, neta: number) =>
    `La prima de los recibos subsecuentes (${cuantos} × ${pesos(sub)}) no puede ser mayor que la prima neta (${pesos(neta)})`,
  noSuman: (cuantos: number, neta: number) => `La prima del primer recibo más la de los ${cuantos} recibos subsecuentes debe ser igual a la prima neta (${pesos(neta)})`,
} as const;

const textoFecha = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A policy's term (fechaVigenciaDe, fechaVigenciaA); the policy form can reuse it with `...vigenciaSchema`. */
export const vigenciaSchema: Schema = {
  fechaVigenciaDe: { kind: 'date', label: 'El inicio de vigencia', required: 'El inicio de vigencia es obligatorio' },
  fechaVigenciaA: {
    kind: 'date',
    label: 'El fin de vigencia',
    required: 'El fin de vigencia es obligatorio',
    check: (v, data) => {
      const de = textoFecha(data.fechaVigenciaDe);
      return isCalendarDate(de) && String(v) <= de ? MENSAJES_CALCULO.finAntesDeInicio : null;
    },
  },
};

export const calculoRecibosSchema: Schema = {
  formaPago: { kind: 'string', label: 'La forma de pago', check: (v) => (pagosDeFormaPago(String(v)) ? null : MENSAJES_CALCULO.formaPago) },
  modelo: { kind: 'integer', label: 'El ramo', required: 'El ramo es obligatorio', oneOf: RAMO_IDS },
  pagos: { kind: 'integer', label: 'El número de pagos', oneOf: FORMAS_PAGO.map((f) => f.pagos) },
  ...vigenciaSchema,
  primaNeta: reglaDeMonto('La prima neta', 'La prima neta no puede ser negativa', 'La prima neta es obligatoria'),
  derecho: reglaDeMonto('El derecho de póliza', 'El derecho de póliza no puede ser negativo'),
  recargo: reglaDeMonto('El financiamiento', null),
  iva: reglaDeMonto('El IVA', 'El IVA no puede ser negativo'),
  primaTotal: reglaDeMonto('La prima total', 'La prima total no puede ser negativa'),
  primaPrimerRecibo: reglaDeMonto('La prima del primer recibo', 'La prima del primer recibo no puede ser negativa'),
  primaSubsecuenteRecibo: reglaDeMonto('La prima de los recibos subsecuentes', 'La prima de los recibos subsecuentes no puede ser negativa'),
  prorratearDerecho: { kind: 'boolean', label: 'Prorratear derecho' },
  prorratearRecargo: { kind: 'boolean', label: 'Prorratear financiamiento' },
};

/** Receipts the payment form gives, else `pagos`; null when neither says. */
export function numeroDeRecibos(datos: Pick<DatosCalculoRecibos, 'formaPago' | 'pagos'>): number | null {
  return (datos.formaPago ? pagosDeFormaPago(datos.formaPago) : undefined) ?? datos.pagos ?? null;
}

/** An amount the user set, in cents; null and 0 mean "not given" (the wizard keeps 0 until typed). */
export function montoDado(pesos: number | null | undefined): number | null {
  return pesos ? aCentavos(pesos) : null;
}

/** The first rule the (field-valid) data breaks across fields, or null. */
export function errorDeCalculo(datos: DatosCalculoRecibos): CalculoRecibosError | null {
  const n = numeroDeRecibos(datos);
  if (n === null) return new CalculoRecibosError('formaPago', MENSAJES_CALCULO.formaPagoObligatoria);
  if (datos.formaPago && datos.pagos != null && datos.pagos !== n) {
    return new CalculoRecibosError('pagos', MENSAJES_CALCULO.pagosNoCorresponden(datos.pagos, datos.formaPago, n));
  }
  if (diasEntre(datos.fechaVigenciaDe, datos.fechaVigenciaA) < n) return new CalculoRecibosError('fechaVigenciaA', MENSAJES_CALCULO.vigenciaCorta(n));
  const total = centavosDeTotal(datos);
  if (datos.primaTotal != null && aCentavos(datos.primaTotal) !== total) return new CalculoRecibosError('primaTotal', MENSAJES_CALCULO.totalNoCuadra(total));
  if (n === 1) return null;
  const neta = aCentavos(datos.primaNeta);
  const primero = montoDado(datos.primaPrimerRecibo);
  const subsecuente = montoDado(datos.primaSubsecuenteRecibo);
  if (primero !== null && primero > neta) return new CalculoRecibosError('primaPrimerRecibo', MENSAJES_CALCULO.primerMayor(neta));
  if (subsecuente !== null && subsecuente * (n - 1) > neta) {
    return new CalculoRecibosError('primaSubsecuenteRecibo', MENSAJES_CALCULO.subsecuentesExceden(n - 1, subsecuente, neta));
  }
  if (primero !== null && subsecuente !== null && primero + subsecuente * (n - 1) !== neta) {
    return new CalculoRecibosError('primaSubsecuenteRecibo', MENSAJES_CALCULO.noSuman(n - 1, neta));
  }
  return null;
}

type Validado = Omit<DatosCalculoRecibos, 'derecho' | 'recargo' | 'iva' | 'prorratearDerecho' | 'prorratearRecargo'> &
  Partial<Record<'derecho' | 'recargo' | 'iva', number | null> & Record<'prorratearDerecho' | 'prorratearRecargo', boolean | null>>;

/**
 * Validates a POST /recibos/calcular body: field rules first, then the cross-field ones. Absent
 * derecho, financiamiento and IVA are 0; absent prorating flags are false.
 */
export function validarCalculoRecibos(input: unknown): ValidationResult<DatosCalculoRecibos> {
  const r = validate<Validado>(calculoRecibosSchema, input);
  if (!r.ok) return r;
  const v = r.value;
  const datos: DatosCalculoRecibos = {
    ...v,
    formaPago: v.formaPago ? v.formaPago.toLowerCase() : null,
    derecho: v.derecho ?? 0,
    recargo: v.recargo ?? 0,
    iva: v.iva ?? 0,
    prorratearDerecho: v.prorratearDerecho ?? false,
    prorratearRecargo: v.prorratearRecargo ?? false,
  };
  const error = errorDeCalculo(datos);
  return error ? { ok: false, errors: { [error.campo]: error.message }, message: error.message } : { ok: true, value: datos };
}
