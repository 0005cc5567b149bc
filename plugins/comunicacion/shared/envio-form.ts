import { isEmail, validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { MAX_CUERPO } from './modelo-form.ts';
import { MENSAJES_COMUNICACION as M } from './mensajes.ts';

export type TipoEnvio = 'correo' | 'whatsapp';

/** POST /email/crm payload (spec 01 §3 Send-email payload), plus the template, the attachments flag and the phone. */
export interface EnvioDatos {
  from: string | null;
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  body: string;
  tipo: TipoEnvio;
  correoModeloId: number;
  clienteId: number | null;
  polizaId: number | null;
  reciboId: number | null;
  prospectoId: number | null;
  siniestroId: number | null;
  adjuntos: boolean;
  celular: string | null;
}

/** POST /correo-modelo/translate answer (spec 01 §3 Translation result). */
export interface Traduccion {
  cuerpoHTML: string;
  asunto: string;
  celular: string | null;
  cuentaTo: string | null;
}

/** The form's inputs are limited to 50 characters (spec 01 §5). */
export const MAX_ENTRADA = 50;

/** 'a@x.mx, b@y.mx' → the addresses, trimmed, empty ones dropped. */
export function direcciones(texto: string): string[] {
  return texto
    .split(',')
    .map((d) => d.trim())
    .filter(Boolean);
}

/** The first address that is not an e-mail, as the spec's message; null when all are. */
export function revisarDirecciones(lista: readonly string[]): string | null {
  const mala = lista.find((d) => !isEmail(d) || d.length > 100);
  return mala === undefined ? null : M.correoInvalido(mala);
}

const listaDeCorreos = (label: string, required?: string) => ({
  kind: 'any' as const,
  label,
  required,
  check: (v: unknown) => {
    if (!Array.isArray(v) || v.length > 20 || !v.every((d) => typeof d === 'string')) return M.correoInvalido(String(v));
    if (required && v.length === 0) return required;
    return revisarDirecciones(v);
  },
});

const id = (label: string) => ({ kind: 'integer' as const, label, min: 1, max: 2_147_483_647 });

/** Mexican mobile numbers: 10 digits, with or without +52 / 52 / 521 before them. */
export function celularMexicano(texto: string): string | null {
  const digitos = texto.replace(/[\s()+.-]/g, '');
  const m = /^(?:521|52)?(\d{10})$/.exec(digitos);
  return m ? `52${m[1]}` : null;
}

/** The chat link that opens WhatsApp with the rendered text (spec 01 §7: the app opens it). */
export function enlaceWhatsapp(celular: string, texto: string): string {
  return `https://wa.me/${celular}?text=${encodeURIComponent(texto)}`;
}

export const envioSchema: Schema = {
  from: { kind: 'string', label: 'De', max: 100, check: (v) => revisarDirecciones([String(v)]) },
  to: listaDeCorreos('Para'),
  cc: listaDeCorreos('CC'),
  bcc: listaDeCorreos('CCO'),
  subject: { kind: 'string', label: 'El asunto', required: M.asuntoLongitud, check: (v) => (String(v).length < 10 || String(v).length > 100 ? M.asuntoLongitud : null) },
  body: { kind: 'string', label: 'El cuerpo', max: MAX_CUERPO },
  tipo: { kind: 'string', label: 'El tipo de envío', oneOf: ['correo', 'whatsapp'] },
  correoModeloId: { ...id('La plantilla'), required: M.modeloObligatorio },
  clienteId: id('El cliente'),
  polizaId: id('La póliza'),
  reciboId: id('El recibo'),
  prospectoId: id('El prospecto'),
  siniestroId: id('El siniestro'),
  adjuntos: { kind: 'boolean', label: 'Adjuntos' },
  celular: { kind: 'string', label: 'El celular', max: 30 },
};

/** The payload checked: e-mail needs 'Para', WhatsApp a Mexican mobile (normalised to 52…). */
export function validarEnvio(entrada: unknown): ValidationResult<EnvioDatos> {
  const r = validate<EnvioDatos>(envioSchema, entrada);
  if (!r.ok) return r;
  const v = r.value;
  const tipo = v.tipo ?? 'correo';
  const fallo = (campo: string, message: string): ValidationResult<EnvioDatos> => ({ ok: false, errors: { [campo]: message }, message });
  const to = v.to ?? [];
  if (tipo === 'correo' && to.length === 0) return fallo('to', M.paraObligatorio);
  let celular: string | null = null;
  if (tipo === 'whatsapp') {
    if (!v.celular) return fallo('celular', M.celularObligatorio);
    celular = celularMexicano(v.celular);
    if (!celular) return fallo('celular', M.celularInvalido);
  }
  return {
    ok: true,
    value: {
      ...v,
      tipo,
      to,
      cc: v.cc ?? [],
      bcc: v.bcc ?? [],
      from: v.from ?? null,
      body: v.body ?? '',
      clienteId: v.clienteId ?? null,
      polizaId: v.polizaId ?? null,
      reciboId: v.reciboId ?? null,
      prospectoId: v.prospectoId ?? null,
      siniestroId: v.siniestroId ?? null,
      adjuntos: v.adjuntos ?? false,
      celular,
    },
  };
}
