import { hoyEnMexico } from '../../../core/shared/fechas.ts';
import { isEmail, validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { EDOS_CIVILES, FISCALES, MAX_ID, SEXOS } from '../../clientes/shared/clientes.ts';
import { MENSAJES_PROSPECTOS as M } from './mensajes.ts';
import type { Fiscal, ProspectoDatos } from './prospectos.ts';

/**
 * The 'Captura de Prospecto' form (spec 03 §5): one schema per personalidad. The form and
 * POST/PUT /prospectos run the same validarProspecto.
 */

/** Letters (any accent, ñ, ü), spaces and the apostrophe, dot and hyphen of names like D'Ávila or Ma. */
const LETRAS = /^\p{L}[\p{L}\s'.-]*$/u;
/** A razón social: letters, digits, spaces and the signs company names carry. */
const SIMPLES = /^[\p{L}\p{N}][\p{L}\p{N}\s.,&'()/-]*$/u;
/** Separators a phone is often typed with; the stored number is digits only. */
const SEPARADORES = /[\s()-]/g;

const soloLetras = (label: string) => ({ pattern: LETRAS, patternMessage: M.soloLetras(label) });
const noFutura = (label: string) => (v: unknown) => (String(v) > hoyEnMexico() ? M.fechaFutura(label) : null);

const comunes: Schema = {
  id: { kind: 'integer', label: 'El prospecto', min: 1, max: MAX_ID },
  fiscal: { kind: 'string', label: 'La personalidad fiscal', required: M.fiscalObligatoria, oneOf: FISCALES },
  telefono: {
    kind: 'string',
    label: 'El teléfono',
    check: (v) => (!/^\d+$/.test(String(v)) ? M.telefonoDigitos : String(v).length > 10 ? M.telefonoLargo : null),
  },
  email: { kind: 'string', label: 'El correo electrónico', max: 100, check: (v) => (isEmail(String(v)) ? null : M.correoInvalido) },
};

export const prospectoFisicaSchema: Schema = {
  ...comunes,
  nombres: { kind: 'string', label: 'El nombre', required: M.nombreObligatorio, max: 200, ...soloLetras('El nombre') },
  apPat: { kind: 'string', label: 'El apellido paterno', max: 60, ...soloLetras('El apellido paterno') },
  apMat: { kind: 'string', label: 'El apellido materno', max: 60, ...soloLetras('El apellido materno') },
  fecNacimiento: { kind: 'date', label: 'La fecha de nacimiento', check: noFutura('La fecha de nacimiento') },
  sexo: { kind: 'string', label: 'El sexo', oneOf: SEXOS },
  edoCivil: { kind: 'string', label: 'El estado civil', oneOf: EDOS_CIVILES },
};

export const prospectoMoralSchema: Schema = {
  ...comunes,
  nombres: { kind: 'string', label: 'La razón social', required: M.razonSocialObligatoria, max: 200, pattern: SIMPLES, patternMessage: M.razonSocialSimple },
  fecRegistro: { kind: 'date', label: 'La fecha de registro', check: noFutura('La fecha de registro') },
};

export const schemaProspecto = (fiscal: Fiscal): Schema => (fiscal === 'moral' ? prospectoMoralSchema : prospectoFisicaSchema);

type Objeto = Record<string, unknown>;

/** The whole payload: the phone without separators, the e-mail in lower case, the other personalidad's fields cleared. */
export function validarProspecto(input: unknown): ValidationResult<ProspectoDatos> {
  const data: Objeto = input && typeof input === 'object' && !Array.isArray(input) ? { ...(input as Objeto) } : {};
  if (typeof data.telefono === 'string') data.telefono = data.telefono.replace(SEPARADORES, '');
  const fiscal = validate<{ fiscal: Fiscal }>({ fiscal: comunes.fiscal }, data);
  if (!fiscal.ok) return fiscal;
  const r = validate<ProspectoDatos>(schemaProspecto(fiscal.value.fiscal), data);
  if (!r.ok) return r;
  const v = r.value;
  const moral = v.fiscal === 'moral';
  return {
    ok: true,
    value: {
      id: v.id ?? null,
      fiscal: v.fiscal,
      nombres: v.nombres,
      apPat: moral ? null : (v.apPat ?? null),
      apMat: moral ? null : (v.apMat ?? null),
      fecNacimiento: moral ? null : (v.fecNacimiento ?? null),
      sexo: moral ? null : (v.sexo ?? null),
      edoCivil: moral ? null : (v.edoCivil ?? null),
      fecRegistro: moral ? (v.fecRegistro ?? null) : null,
      telefono: v.telefono ?? null,
      email: v.email ? v.email.toLowerCase() : null,
    },
  };
}
