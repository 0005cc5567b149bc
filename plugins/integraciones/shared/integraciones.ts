import type { FieldErrors, ValidationResult } from '../../../core/shared/validation.ts';
import { MENSAJES_INTEGRACIONES } from './mensajes.ts';

/**
 * The applications Cartera connects to (spec 01 §2 /configuracion/integraciones/{app}). Each names
 * the parameters it keeps per agent; `sensible` ones are stored encrypted and answered masked. Portal
 * connectors join this list with their own parameters.
 */
export const APLICACIONES = {
  TODOIST: { nombre: 'Todoist', ruta: 'todoist', descripcion: 'Tareas en Todoist para las renovaciones de tus pólizas y los vencimientos de tus recibos' },
} as const;

export type Aplicacion = keyof typeof APLICACIONES;
export const esAplicacion = (valor: unknown): valor is Aplicacion => typeof valor === 'string' && Object.hasOwn(APLICACIONES, valor);

/** Todoist's parameters: the API token, and how many days before a policy ends its renewal task is due. */
export const PARAMETROS_TODOIST = { token: 'token', diasRenovacion: 'diasRenovacion' } as const;
export const DIAS_RENOVACION_PREDETERMINADOS = 30;
export const MAX_DIAS_RENOVACION = 180;
const MAX_TOKEN = 200;

/** One parameter as POST /integraciones sends it and GET answers it (a sensible value comes masked). */
export interface ParametroIntegracion {
  parametro: string;
  valor: string;
  sensible: boolean;
}

/** body of GET /integraciones?aplicacion=: the application's saved parameters. */
export interface ParametrosDeAplicacion {
  aplicacion: Aplicacion;
  parametros: ParametroIntegracion[];
}

/** One row of GET /integraciones: an application and whether the agent connected it. */
export interface EstadoIntegracion {
  aplicacion: Aplicacion;
  nombre: string;
  ruta: string;
  descripcion: string;
  configurada: boolean;
}

/** What POST /integraciones accepts (spec 01 §7). */
export interface IntegracionDatos {
  aplicacion: Aplicacion;
  parametros: ParametroIntegracion[];
}

/** Todoist's settings once validated: the token only when a new one was typed. */
export interface AjustesTodoist {
  token: string | null;
  diasRenovacion: number;
}

/** How a saved secret is shown: never the value, only its last four characters. */
export function enmascarar(valor: string): string {
  return `••••••••${valor.slice(-4)}`;
}

const valorDe = (parametros: readonly ParametroIntegracion[], nombre: string) => parametros.find((p) => p.parametro === nombre)?.valor;

/**
 * Todoist's form and POST /integraciones (spec 01 §5: "Integration: token required"): the token is
 * required unless one is saved already (then an empty one keeps it); the renewal days are 0 to 180.
 */
export function validarTodoist(parametros: readonly ParametroIntegracion[], tokenGuardado: boolean): ValidationResult<AjustesTodoist> {
  const errors: FieldErrors = {};
  const token = (valorDe(parametros, PARAMETROS_TODOIST.token) ?? '').trim();
  if (!token && !tokenGuardado) errors.token = MENSAJES_INTEGRACIONES.tokenRequerido;
  else if (token.length > MAX_TOKEN || /\s/.test(token)) errors.token = MENSAJES_INTEGRACIONES.tokenFormato;
  const diasTexto = (valorDe(parametros, PARAMETROS_TODOIST.diasRenovacion) ?? String(DIAS_RENOVACION_PREDETERMINADOS)).trim();
  const dias = /^\d{1,3}$/.test(diasTexto) ? Number(diasTexto) : NaN;
  if (!(dias >= 0 && dias <= MAX_DIAS_RENOVACION)) errors.diasRenovacion = MENSAJES_INTEGRACIONES.diasRenovacion;
  const primero = Object.values(errors)[0];
  return primero ? { ok: false, errors, message: primero } : { ok: true, value: { token: token || null, diasRenovacion: dias } };
}

/** Whether a payload is shaped as POST /integraciones: an application and a list of {parametro, valor, sensible}. */
export function leerIntegracion(cuerpo: unknown): IntegracionDatos | null {
  if (!cuerpo || typeof cuerpo !== 'object') return null;
  const { aplicacion, parametros } = cuerpo as Record<string, unknown>;
  if (!esAplicacion(aplicacion) || !Array.isArray(parametros) || parametros.length > 20) return null;
  const leidos: ParametroIntegracion[] = [];
  for (const p of parametros as unknown[]) {
    if (!p || typeof p !== 'object') return null;
    const { parametro, valor, sensible } = p as Record<string, unknown>;
    if (typeof parametro !== 'string' || (typeof valor !== 'string' && typeof valor !== 'number')) return null;
    leidos.push({ parametro, valor: String(valor), sensible: sensible === true });
  }
  return { aplicacion, parametros: leidos };
}
