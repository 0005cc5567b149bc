import type { FieldRule, Schema } from '../../../core/shared/validation.ts';
import { esRutaLocal, esUrlWeb } from './sanitizar-html.ts';

/**
 * The agent's company profile (spec 03 §3 Company; rfc is ours: quotations may show it). Text
 * fields travel as '' when empty; `id` is null while the agent has not saved one, which is how the
 * quotation screens tell that the profile is missing.
 */
export interface Empresa {
  id: number | null;
  razonSocial: string;
  rfc: string;
  direccion: string;
  tel1: string;
  tel2: string;
  correo1: string;
  correo2: string;
  facebook: string;
  youtube: string;
  tiktok: string;
  twitter: string;
  web: string;
  logoUrl: string;
}

export const CAMPOS_EMPRESA = ['razonSocial', 'rfc', 'direccion', 'tel1', 'tel2', 'correo1', 'correo2', 'facebook', 'youtube', 'tiktok', 'twitter', 'web', 'logoUrl'] as const;

/** The fields the form requires (empresaSchema). */
type Obligatorio = 'razonSocial' | 'tel1' | 'correo1';

/** POST /empresas payload after validation: empty optional fields are null. */
export type EmpresaDatos = Record<Obligatorio, string> & Record<Exclude<(typeof CAMPOS_EMPRESA)[number], Obligatorio>, string | null>;

export const MENSAJES_EMPRESA = {
  guardada: 'Datos de la empresa guardados correctamente',
} as const;

/** A company's RFC: 12 characters for a legal entity (3 letters), 13 for a person (4 letters). */
const RFC_EMPRESA = /^([A-ZÑ&]{3}|[A-ZÑ&]{4})\d{6}[A-Z0-9]{3}$/;

const telefono = (label: string, required?: string): FieldRule => ({
  kind: 'string',
  label,
  required,
  max: 13,
  pattern: /^\+?(\d{10}|\d{12})$/,
  patternMessage: `${label} debe tener 10 dígitos, o 12 con la lada del país (52)`,
});

const enlace = (label: string): FieldRule => ({
  kind: 'string',
  label,
  max: 500,
  check: (v) => (esUrlWeb(String(v)) ? null : `${label} debe ser una dirección completa que empiece con http:// o https://`),
});

/** The company form (spec 03 §5). The route upper-cases the RFC. */
export const empresaSchema: Schema = {
  razonSocial: { kind: 'string', label: 'La razón social', required: 'La razón social es obligatoria', max: 300 },
  rfc: {
    kind: 'string',
    label: 'El RFC',
    check: (v) => {
      const rfc = String(v).toUpperCase();
      const largo = [...rfc].length;
      if (largo !== 12 && largo !== 13) return 'El RFC debe tener 12 caracteres (persona moral) o 13 (persona física)';
      return RFC_EMPRESA.test(rfc) ? null : 'El RFC no es válido: letras iniciales, 6 dígitos de la fecha y 3 caracteres de homoclave';
    },
  },
  direccion: { kind: 'string', label: 'La dirección', max: 500 },
  tel1: telefono('El teléfono principal', 'El teléfono principal es obligatorio'),
  tel2: telefono('El segundo teléfono'),
  correo1: { kind: 'email', label: 'El correo principal', required: 'El correo principal es obligatorio', max: 100 },
  correo2: { kind: 'email', label: 'El segundo correo', max: 100 },
  facebook: enlace('Facebook'),
  youtube: enlace('YouTube'),
  tiktok: enlace('TikTok'),
  twitter: enlace('Twitter'),
  web: enlace('El sitio web'),
  logoUrl: {
    kind: 'string',
    label: 'El logo',
    max: 500,
    // What the storage upload answers (docs/adr/009-file-storage.md), or an image hosted elsewhere.
    check: (v) =>
      (esRutaLocal(String(v)) && String(v).startsWith('/api/storage/')) || esUrlWeb(String(v)) ? null : 'El logo debe ser la dirección que devuelve la subida de la imagen',
  },
};
