import type { Schema } from '../validation.ts';
import { PASSWORDS_COMUNES } from './passwords-comunes.ts';

/** Letters (with accents and ñ), spaces, dots, apostrophes and hyphens: names as people write them. */
export const LETRAS = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ .'-]+$/;
const soloLetras = (label: string) => `${label} solo admite letras`;

export const PASSWORD_LONGITUD = 'La nueva contraseña debe tener entre 8 y 50 caracteres';

export const PASSWORD_COMUN = 'Esa contraseña es de las primeras que alguien intentaría; elige una más difícil de adivinar';
export const PASSWORD_CORREO = 'La contraseña no puede ser tu correo';

/**
 * A new password: 8 to 50 characters, not one of the most used (nor one character repeated), and
 * not the account's e-mail or its name part (`correo` or `email` in the same form).
 */
const password = (label: string, required: string, message = PASSWORD_LONGITUD) => ({
  kind: 'string' as const,
  label,
  required,
  check: (v: unknown, data: Record<string, unknown>) => {
    const texto = String(v);
    const n = [...texto].length;
    if (n < 8 || n > 50) return message;
    const minusculas = texto.toLowerCase();
    if (PASSWORDS_COMUNES.has(minusculas) || /^(.)\1+$/u.test(texto)) return PASSWORD_COMUN;
    const correo = String(data.correo ?? data.email ?? '').toLowerCase();
    return correo && (minusculas === correo || minusculas === correo.split('@')[0]) ? PASSWORD_CORREO : null;
  },
});

/** A second field that must repeat `field` (forms only: the confirmation is not sent). */
export const repite = (field: string, message: string) => ({
  kind: 'string' as const,
  label: 'La confirmación',
  required: 'La confirmación es obligatoria',
  max: 50,
  check: (v: unknown, data: Record<string, unknown>) => (v === data[field] ? null : message),
});

export const loginSchema: Schema = {
  usuario: { kind: 'string', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
  password: { kind: 'string', label: 'La contraseña', required: 'La contraseña es obligatoria', max: 50 },
};

export const registroSchema: Schema = {
  correo: { kind: 'email', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
  nombre: { kind: 'string', label: 'El nombre', required: 'El nombre es obligatorio', max: 60, pattern: LETRAS, patternMessage: soloLetras('El nombre') },
  apPaterno: {
    kind: 'string',
    label: 'El apellido paterno',
    required: 'El apellido paterno es obligatorio',
    max: 45,
    pattern: LETRAS,
    patternMessage: soloLetras('El apellido paterno'),
  },
  apMaterno: { kind: 'string', label: 'El apellido materno', max: 45, pattern: LETRAS, patternMessage: soloLetras('El apellido materno') },
  cedula: { kind: 'string', label: 'La cédula', max: 30 },
};

export const activarSchema: Schema = {
  correo: { kind: 'email', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
  codigo: { kind: 'string', label: 'El código', required: 'El código es obligatorio', pattern: /^\d{6}$/, patternMessage: 'El código debe tener 6 dígitos' },
  password: password('La contraseña', 'La contraseña es obligatoria', 'La contraseña debe tener entre 8 y 50 caracteres'),
};

export const activarFormSchema: Schema = { ...activarSchema, confirmacion: repite('password', 'Las contraseñas deben coincidir') };

/** The new address of an e-mail change and the code mailed to it. */
export const confirmarCorreoSchema: Schema = {
  correo: activarSchema.correo,
  codigo: activarSchema.codigo,
};

export const restaurarSchema: Schema = {
  email: { kind: 'email', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
};

export const establecerSchema: Schema = {
  email: { kind: 'email', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
  codigo: activarSchema.codigo,
  newPassword: password('La nueva contraseña', 'La nueva contraseña es obligatoria'),
};

export const establecerFormSchema: Schema = { ...establecerSchema, confirmacion: repite('newPassword', 'Las dos contraseñas no coinciden') };

export const cambioPasswordSchema: Schema = {
  oldPassword: { kind: 'string', label: 'La contraseña actual', required: 'La contraseña actual es obligatoria', max: 50 },
  newPassword: password('La nueva contraseña', 'La nueva contraseña es obligatoria'),
};

export const cambioPasswordFormSchema: Schema = { ...cambioPasswordSchema, confirmacion: repite('newPassword', 'Las dos contraseñas no coinciden') };

/** PUT /usuarios for one's own account (names are ignored for the principal user). */
export const cuentaSchema: Schema = {
  id: { kind: 'integer', label: 'El usuario', required: true },
  nombres: { kind: 'string', label: 'El nombre', required: 'El nombre es obligatorio', max: 60, pattern: LETRAS, patternMessage: soloLetras('El nombre') },
  apPat: {
    kind: 'string',
    label: 'El apellido paterno',
    required: 'El apellido paterno es obligatorio',
    max: 45,
    pattern: LETRAS,
    patternMessage: soloLetras('El apellido paterno'),
  },
  apMat: { kind: 'string', label: 'El apellido materno', max: 45, pattern: LETRAS, patternMessage: soloLetras('El apellido materno') },
  celular: { kind: 'string', label: 'El celular', max: 10, pattern: /^\d+$/, patternMessage: 'El celular solo admite dígitos' },
};

/** A user's surnames, both required, as the users form and the quick add ask for them. */
const APELLIDOS_DE_USUARIO: Schema = {
  apPat: {
    kind: 'string',
    label: 'El apellido paterno',
    required: 'El apellido paterno es obligatorio',
    max: 60,
    pattern: LETRAS,
    patternMessage: soloLetras('El apellido paterno'),
  },
  apMat: {
    kind: 'string',
    label: 'El apellido materno',
    required: 'El apellido materno es obligatorio',
    max: 60,
    pattern: LETRAS,
    patternMessage: soloLetras('El apellido materno'),
  },
};

/** POST/PUT /usuarios from the administered-user form. */
export const usuarioSchema: Schema = {
  id: { kind: 'integer', label: 'El usuario' },
  correo: { kind: 'email', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
  nombres: { kind: 'string', label: 'El nombre', required: 'El nombre es obligatorio', max: 200, pattern: LETRAS, patternMessage: soloLetras('El nombre') },
  ...APELLIDOS_DE_USUARIO,
  celular: { kind: 'string', label: 'El celular', required: 'El celular es obligatorio', max: 15, pattern: /^\+?\d{10,14}$/, patternMessage: 'El celular debe tener 10 dígitos' },
  status: { kind: 'string', label: 'El estatus', oneOf: ['activo', 'inactivo'] },
  roles: { kind: 'any', label: 'Los privilegios' },
};

/** The quick add of an additional user: {nombres, apPat, apMat, correo}. */
export const usuarioRapidoSchema: Schema = {
  correo: { kind: 'email', label: 'El correo', required: 'El correo es obligatorio', max: 100 },
  nombres: { kind: 'string', label: 'El nombre', required: 'El nombre es obligatorio', max: 80, pattern: LETRAS, patternMessage: soloLetras('El nombre') },
  ...APELLIDOS_DE_USUARIO,
};
