import { validate, type FieldErrors, type FieldRule, type ValidationResult } from '../../../core/shared/validation.ts';
import { RAMO, type RamoId } from './catalogos.ts';

/**
 * Due-date offsets (spec 02 §2.12, §3, §9): for each line, the days added to (or, when negative,
 * subtracted from) a receipt's start date to give its due date — one value for the first receipt
 * and one for the subsequent ones.
 */
export interface ParametroVencimientoDef {
  parametroId: number;
  ramo: RamoId;
  recibo: 'primero' | 'subsecuente';
  /** The field's name in messages and on the form. */
  label: string;
}

const def = (parametroId: number, ramo: RamoId, nombreRamo: string, recibo: 'primero' | 'subsecuente'): ParametroVencimientoDef => ({
  parametroId,
  ramo,
  recibo,
  label: recibo === 'primero' ? `El vencimiento del primer recibo de ${nombreRamo}` : `El vencimiento de los recibos subsecuentes de ${nombreRamo}`,
});

/** Ids 1–8 in the spec's order: Auto, Salud, Vida, Diversos; first, then subsequent receipts. */
export const PARAMETROS_VENCIMIENTO: readonly ParametroVencimientoDef[] = [
  def(1, RAMO.AUTO, 'Auto', 'primero'),
  def(2, RAMO.AUTO, 'Auto', 'subsecuente'),
  def(3, RAMO.SALUD, 'Salud', 'primero'),
  def(4, RAMO.SALUD, 'Salud', 'subsecuente'),
  def(5, RAMO.VIDA, 'Vida', 'primero'),
  def(6, RAMO.VIDA, 'Vida', 'subsecuente'),
  def(7, RAMO.DIVERSOS, 'Diversos', 'primero'),
  def(8, RAMO.DIVERSOS, 'Diversos', 'subsecuente'),
];

/**
 * Value of every offset until the agent saves its own: 30 calendar days, the payment period the
 * Ley sobre el Contrato de Seguro (art. 40) gives a premium or instalment when none was agreed.
 */
export const VENCIMIENTO_PREDETERMINADO = 30;

export const TIPO_VALOR_ENTERO = 'entero';

/** GET /parametros item and POST /parametros array item. */
export interface ParametroVencimiento {
  parametroId: number;
  tipoValor: typeof TIPO_VALOR_ENTERO;
  valor: number;
}

export const MENSAJES_PARAMETROS = {
  guardado: 'Guardado exitosamente',
  lista: 'Envía la lista de los ocho valores de vencimiento',
  noExiste: (id: unknown) => `El parámetro ${String(id)} no existe`,
  repetido: (id: number) => `El parámetro ${id} está repetido`,
  tipoValor: (id: number) => `El tipo de valor del parámetro ${id} debe ser ${TIPO_VALOR_ENTERO}`,
} as const;

/** Integers, negatives allowed, at most 4 characters (the sign counts), required (spec 02 §5). */
export function valorVencimientoRule(label: string): FieldRule {
  return {
    kind: 'integer',
    label,
    required: `${label} es obligatorio`,
    check: (v) => (String(v).length > 4 ? `${label} debe tener como máximo 4 caracteres` : null),
  };
}

/** The offset a parametroId names (a number or a string of digits), if any. */
function porId(parametroId: unknown): ParametroVencimientoDef | undefined {
  const valido = typeof parametroId === 'number' || (typeof parametroId === 'string' && /^\s*\d+\s*$/.test(parametroId));
  return valido ? PARAMETROS_VENCIMIENTO.find((p) => p.parametroId === Number(parametroId)) : undefined;
}

/**
 * Checks the POST /parametros array: all eight ids once each, whole-number values. Errors are keyed
 * by parametroId so the form shows each under its field.
 */
export function validarParametros(input: unknown): ValidationResult<ParametroVencimiento[]> {
  if (!Array.isArray(input)) return { ok: false, errors: { parametros: MENSAJES_PARAMETROS.lista }, message: MENSAJES_PARAMETROS.lista };
  const errors: FieldErrors = {};
  const valores = new Map<number, number>();
  for (const raw of input) {
    const item = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
    const parametro = porId(item.parametroId);
    if (!parametro) {
      errors[String(item.parametroId)] = MENSAJES_PARAMETROS.noExiste(item.parametroId);
      continue;
    }
    const id = parametro.parametroId;
    if (valores.has(id) || errors[id]) errors[id] ??= MENSAJES_PARAMETROS.repetido(id);
    else if (item.tipoValor !== undefined && item.tipoValor !== TIPO_VALOR_ENTERO) errors[id] = MENSAJES_PARAMETROS.tipoValor(id);
    else {
      const result = validate<{ valor: number }>({ valor: valorVencimientoRule(parametro.label) }, item);
      if (result.ok) valores.set(id, result.value.valor);
      else errors[id] = result.message;
    }
  }
  const value: ParametroVencimiento[] = [];
  for (const p of PARAMETROS_VENCIMIENTO) {
    const valor = valores.get(p.parametroId);
    if (valor !== undefined) value.push({ parametroId: p.parametroId, tipoValor: TIPO_VALOR_ENTERO, valor });
    else if (!errors[p.parametroId]) errors[p.parametroId] = `${p.label} es obligatorio`;
  }
  const first = Object.values(errors)[0];
  if (first) return { ok: false, errors, message: first };
  return { ok: true, value };
}
