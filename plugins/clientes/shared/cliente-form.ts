import { validarRfc } from '../../../core/shared/mx/rfc.ts';
import { validate, type FieldErrors, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { CODIGO_POSTAL, CODIGO_POSTAL_INVALIDO } from '../../catalogos/shared/sepomex.ts';
import { EDOS_CIVILES, FISCALES, MAX_ID, MENSAJES_CLIENTES, SEXOS, type ClienteDatos, type Fiscal } from './clientes.ts';

/**
 * The 'Captura de Cliente' form (spec 02 §5): one schema per personalidad plus the nested address,
 * mobile and e-mail. The form and POST/PUT /clientes run the same validarCliente.
 */

/** Letters (any accent, ñ, ü), spaces and the apostrophe, dot and hyphen of names like D'Ávila or Ma. */
const LETRAS = /^\p{L}[\p{L}\s'.-]*$/u;
const soloLetras = (label: string) => ({ pattern: LETRAS, patternMessage: `${label} solo puede contener letras` });

const LONGITUD_RFC: Record<Fiscal, number> = { fisica: 13, moral: 12 };

const rfc = {
  kind: 'string',
  label: 'El RFC',
  required: 'El RFC es obligatorio',
  check: (v: unknown, data: Record<string, unknown>) => {
    const valor = String(v).toUpperCase();
    const fiscal = data.fiscal as Fiscal;
    const largo = LONGITUD_RFC[fiscal];
    if ([...valor].length !== largo) return `El RFC de una persona ${fiscal === 'fisica' ? 'física' : 'moral'} debe tener ${largo} caracteres`;
    return validarRfc(valor).valido ? null : 'El RFC no tiene un formato válido';
  },
} as const;

const comunes: Schema = {
  id: { kind: 'integer', label: 'El cliente', min: 1, max: MAX_ID },
  fiscal: { kind: 'string', label: 'La personalidad fiscal', required: 'La personalidad fiscal es obligatoria', oneOf: FISCALES },
};

export const clienteFisicaSchema: Schema = {
  ...comunes,
  nombres: { kind: 'string', label: 'El nombre', required: 'El nombre es obligatorio', max: 200, ...soloLetras('El nombre') },
  apPat: { kind: 'string', label: 'El apellido paterno', required: 'El apellido paterno es obligatorio', max: 60, ...soloLetras('El apellido paterno') },
  apMat: { kind: 'string', label: 'El apellido materno', required: 'El apellido materno es obligatorio', max: 60, ...soloLetras('El apellido materno') },
  alias: { kind: 'string', label: 'El alias', required: 'El alias es obligatorio', max: 50, ...soloLetras('El alias') },
  sexo: { kind: 'string', label: 'El sexo', required: 'El sexo es obligatorio', oneOf: SEXOS },
  fecNacimiento: { kind: 'date', label: 'La fecha de nacimiento' },
  edoCivil: { kind: 'string', label: 'El estado civil', oneOf: EDOS_CIVILES },
  rfc,
};

export const clienteMoralSchema: Schema = {
  ...comunes,
  nombres: { kind: 'string', label: 'La razón social', required: 'La razón social es obligatoria', max: 200 },
  alias: { kind: 'string', label: 'El alias', required: 'El alias es obligatorio', max: 50 },
  fecRegistro: { kind: 'date', label: 'La fecha de registro', required: 'La fecha de registro es obligatoria' },
  rfc,
};

const direccionBase: Schema = {
  id: { kind: 'integer', label: 'La dirección', min: 1, max: MAX_ID },
  tipo: { kind: 'string', label: 'El tipo de dirección', max: 30 },
  direccion: { kind: 'string', label: 'La calle y número', required: 'La calle y número es obligatoria', max: 150 },
  cp: { kind: 'string', label: 'El código postal', required: 'El código postal es obligatorio', pattern: CODIGO_POSTAL, patternMessage: CODIGO_POSTAL_INVALIDO },
};

/** A CP found in SEPOMEX: the colonia is chosen from its settlements, the rest comes from the catalogue. */
export const direccionCatalogoSchema: Schema = {
  ...direccionBase,
  sepomexId: { kind: 'integer', label: 'La colonia', required: 'La colonia es obligatoria', min: 1, max: MAX_ID },
};

/**
 * The spec's payload (02 §7: direccion{id, tipo, direccion, sepomexId}) names the colonia without its
 * CP: the server takes the colonia's (contactos.service.ts). A CP that is sent must still be valid.
 */
export const direccionPorColoniaSchema: Schema = {
  ...direccionCatalogoSchema,
  cp: { ...direccionBase.cp, required: false },
};

/** A CP missing from SEPOMEX (the catalogue has gaps): colonia and municipio typed by hand. */
export const direccionManualSchema: Schema = {
  ...direccionBase,
  colonia: { kind: 'string', label: 'La colonia', required: 'La colonia es obligatoria', max: 200 },
  municipio: { kind: 'string', label: 'El municipio', required: 'El municipio es obligatorio', max: 200 },
  estado: { kind: 'string', label: 'El estado', max: 100 },
  ciudad: { kind: 'string', label: 'La ciudad', max: 200 },
};

/** A mobile as it is stored: 10 digits, with or without the country code the form offers (+52 México, +1 Estados Unidos). */
const CELULAR = /^(\+52|\+1)?(\d+)$/;

/** Mexican (and US) mobiles have 10 digits: 8 typed digits are refused, never padded or read with the country code. */
function revisarCelular(v: unknown): string | null {
  const m = CELULAR.exec(String(v));
  if (!m) return MENSAJES_CLIENTES.celularInvalido;
  return m[2].length === 10 ? null : MENSAJES_CLIENTES.celularDigitos(m[2].length);
}

export const celularSchema: Schema = {
  id: { kind: 'integer', label: 'El celular', min: 1, max: MAX_ID },
  numero: { kind: 'string', label: 'El celular', required: 'El celular es obligatorio', check: revisarCelular },
};

export const correoSchema: Schema = {
  id: { kind: 'integer', label: 'El correo', min: 1, max: MAX_ID },
  correo: { kind: 'email', label: 'El correo', max: 100 },
  tipo: { kind: 'string', label: 'El tipo de correo', max: 30 },
};

type Objeto = Record<string, unknown>;
const objeto = (v: unknown): Objeto | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Objeto) : null);
const vacio = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Validates one nested object; its errors are keyed 'direccion.cp', 'celular.numero'… */
function anidado(prefijo: string, schema: Schema, entrada: Objeto, errores: FieldErrors): Objeto | null {
  const r = validate<Objeto>(schema, entrada);
  if (r.ok) return r.value;
  for (const [campo, mensaje] of Object.entries(r.errors)) errores[`${prefijo}.${campo}`] = mensaje;
  return null;
}

/** By hand without a colonia of the catalogue; by colonia alone when only its id comes (spec 02 §7). */
function schemaDireccion(dir: Objeto): Schema {
  if (vacio(dir.sepomexId)) return direccionManualSchema;
  return vacio(dir.cp) ? direccionPorColoniaSchema : direccionCatalogoSchema;
}

/** The whole client payload; the RFC comes back upper-cased and the mobile without spaces or dashes. */
export function validarCliente(input: unknown): ValidationResult<ClienteDatos> {
  const data = objeto(input) ?? {};
  const errores: FieldErrors = {};
  const fiscal = validate<{ fiscal: Fiscal }>({ fiscal: comunes.fiscal }, data);
  if (!fiscal.ok) return fiscal;
  const principal = validate<Objeto>(fiscal.value.fiscal === 'fisica' ? clienteFisicaSchema : clienteMoralSchema, data);
  if (!principal.ok) Object.assign(errores, principal.errors);

  const dir = objeto(data.direccion);
  const direccion = dir ? anidado('direccion', schemaDireccion(dir), dir, errores) : null;
  if (!dir) errores.direccion = 'La dirección es obligatoria';

  const cel = objeto(data.celular);
  const numero = typeof cel?.numero === 'string' ? cel.numero.replace(/[\s()-]/g, '') : cel?.numero;
  const celular = anidado('celular', celularSchema, { ...cel, numero }, errores);

  const cor = objeto(data.correo);
  const correo = cor && !vacio(cor.correo) ? anidado('correo', correoSchema, cor, errores) : null;

  const primero = Object.values(errores)[0];
  if (primero || !principal.ok) return { ok: false, errors: errores, message: primero };
  const value = { ...principal.value, rfc: String(principal.value.rfc).toUpperCase(), direccion, celular, correo } as unknown as ClienteDatos;
  return { ok: true, value };
}

/** What the save reports without refusing it: a check digit that does not match (real RFCs exist so). */
export function advertenciasCliente(datos: Pick<ClienteDatos, 'rfc'>): string[] {
  return validarRfc(datos.rfc).digitoVerificadorOk ? [] : [MENSAJES_CLIENTES.digitoVerificador(datos.rfc)];
}

/**
 * The field a server refusal of this payload belongs to, for the form to show it there: a repeated
 * RFC (the server also names it in `errors.rfc`); null for refusals of the whole record.
 */
export function campoDelRechazo(mensaje: string, datos: Pick<ClienteDatos, 'rfc'>): 'rfc' | null {
  return mensaje === MENSAJES_CLIENTES.rfcRepetido(datos.rfc) ? 'rfc' : null;
}
