import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { isCalendarDate, validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { RAMO } from '../../catalogos/shared/catalogos.ts';
import { MAX_ID } from '../../clientes/shared/clientes.ts';
import { MENSAJES_SINIESTROS as M } from './mensajes.ts';
import { STATUS_SINIESTRO, type PolizaDeSiniestro, type SiniestroDatos } from './siniestros.ts';

/**
 * The claim form (spec 03 §5 Claim): one schema for the form and for POST/PUT /siniestros, with the
 * spec's messages. What depends on the chosen policy (its insured people, its vehicle) is checked
 * by the functions below, which the form runs on the policy it shows and the server on the one it reads.
 */

/**
 * The spec says "letters only", but insurers number claims with digits and separators
 * (GNP 0123456/2026, SIN-88412): letters, digits, spaces, hyphens, slashes and dots, from a letter or digit.
 */
const NO_SINIESTRO = /^[\p{L}\p{N}][\p{L}\p{N}\s./-]*$/u;

/** More insured people than any policy lists: a longer list is a malformed request. */
const MAXIMO_ASEGURADOS = 100;

const texto = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function revisarAsegurados(v: unknown): string | null {
  const ids = Array.isArray(v) ? v : null;
  const validos = ids !== null && ids.length <= MAXIMO_ASEGURADOS && ids.every((id) => Number.isInteger(id) && id >= 1 && id <= MAX_ID);
  return validos ? null : M.aseguradosFormato;
}

export const siniestroSchema: Schema = {
  clienteId: { kind: 'integer', label: 'El cliente', required: M.clienteObligatorio, min: 1, max: MAX_ID },
  polizaId: { kind: 'integer', label: 'La póliza', required: M.polizaObligatoria, min: 1, max: MAX_ID },
  noSiniestro: { kind: 'string', label: 'El número de siniestro', required: M.noSiniestroObligatorio, max: 200, pattern: NO_SINIESTRO, patternMessage: M.noSiniestroFormato },
  fechaSiniestro: {
    kind: 'date',
    label: 'La fecha del siniestro',
    required: M.fechaSiniestroObligatoria,
    check: (v) => (String(v) > hoyEnMexico() ? M.fechaSiniestroFutura : null),
  },
  fechaEstimadaResolucion: {
    kind: 'date',
    label: 'La fecha estimada de resolución',
    check: (v, datos) => (isCalendarDate(texto(datos.fechaSiniestro)) && String(v) < texto(datos.fechaSiniestro) ? M.resolucionAnterior : null),
  },
  descripcion: { kind: 'string', label: 'La descripción', required: M.descripcionObligatoria, max: 1500 },
  status: { kind: 'string', label: 'El estatus', required: M.statusObligatorio, oneOf: STATUS_SINIESTRO },
  asegurados: { kind: 'any', label: 'Los asegurados', check: revisarAsegurados },
};

/** The payload checked and normalised: no end date is null, no insured people an empty list, each id once. */
export function validarSiniestro(entrada: unknown): ValidationResult<SiniestroDatos> {
  const r = validate<SiniestroDatos>(siniestroSchema, entrada);
  if (!r.ok) return r;
  const asegurados = Array.isArray(r.value.asegurados) ? [...new Set(r.value.asegurados)] : [];
  return { ok: true, value: { ...r.value, fechaEstimadaResolucion: r.value.fechaEstimadaResolucion ?? null, asegurados } };
}

type PolizaElegida = Pick<PolizaDeSiniestro, 'ramo' | 'vehiculo'> & { asegurados: readonly unknown[] };

const conAsegurados = (poliza: PolizaElegida) => poliza.ramo === RAMO.SALUD || poliza.ramo === RAMO.VIDA;

/**
 * Salud and Vida claims name at least one of the policy's insured people (spec 03 §5). A policy that
 * lists none gets the warning instead: the claim can still be registered while the policy is fixed.
 */
export function revisarAseguradosElegidos(poliza: PolizaElegida, elegidos: readonly number[]): string | null {
  return conAsegurados(poliza) && poliza.asegurados.length > 0 && elegidos.length === 0 ? M.seleccioneAsegurado : null;
}

/** The form's warnings about the chosen policy (spec 03 §5): they inform, they do not stop the save. */
export function advertenciasDePoliza(poliza: PolizaElegida): string[] {
  const avisos: string[] = [];
  if (conAsegurados(poliza) && poliza.asegurados.length === 0) avisos.push(M.polizaSinAsegurados);
  if (poliza.ramo === RAMO.AUTO && !poliza.vehiculo) avisos.push(M.polizaSinVehiculo);
  return avisos;
}
