import { isEmail, validate, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { IDS_EVENTO, type CorreoEvento } from './eventos.ts';
import { MENSAJES_COMUNICACION as M } from './mensajes.ts';

/** GET /correo-modelo item (spec 01 §3 E-mail template). */
export interface CorreoModelo {
  id: number;
  nombre: string;
  cuentaFrom: string | null;
  cuentaCC: string | null;
  cuentaCCB: string | null;
  asunto: string;
  correoEventoId: number;
  evento: Pick<CorreoEvento, 'id' | 'nombre' | 'entidad'>;
  /** Sanitised HTML. */
  cuerpo: string;
}

/** POST / PUT /correo-modelo payload. */
export interface CorreoModeloDatos {
  nombre: string;
  correoEventoId: number;
  cuentaFrom: string | null;
  cuentaCC: string | null;
  cuentaCCB: string | null;
  asunto: string;
  cuerpo: string;
}

/** A largest body, well above any letter a template holds. */
export const MAX_CUERPO = 100_000;

const correoOpcional = (label: string) => ({
  kind: 'string' as const,
  label,
  max: 100,
  check: (v: unknown) => (isEmail(String(v)) ? null : M.correoInvalido(String(v))),
});

/** The template form (spec 01 §5 Template): one schema for the form and the route. */
export const modeloSchema: Schema = {
  nombre: { kind: 'string', label: 'El nombre', required: M.nombreObligatorio, max: 100 },
  correoEventoId: { kind: 'integer', label: 'El evento', required: M.eventoObligatorio, oneOf: IDS_EVENTO },
  cuentaFrom: correoOpcional('De'),
  cuentaCC: correoOpcional('CC'),
  cuentaCCB: correoOpcional('CCO'),
  asunto: {
    kind: 'string',
    label: 'El asunto',
    required: M.asuntoObligatorio,
    check: (v) => (String(v).length < 10 || String(v).length > 100 ? M.asuntoLongitud : null),
  },
  cuerpo: { kind: 'string', label: 'El cuerpo', max: MAX_CUERPO },
};

export function validarModelo(entrada: unknown): ValidationResult<CorreoModeloDatos> {
  const r = validate<CorreoModeloDatos>(modeloSchema, entrada);
  if (!r.ok) return r;
  const v = r.value;
  return { ok: true, value: { ...v, cuentaFrom: v.cuentaFrom ?? null, cuentaCC: v.cuentaCC ?? null, cuentaCCB: v.cuentaCCB ?? null, cuerpo: v.cuerpo ?? '' } };
}
