import type { Comunicado } from '../../../core/shared/auth/contract.ts';
import { TIME_ZONE } from '../../../core/shared/fechas.ts';
import { isCalendarDate, type Schema } from '../../../core/shared/validation.ts';
import { esRutaLocal, esUrlWeb, textoVisible } from './sanitizar-html.ts';

/** An announcement of the agent as its administration screen shows it (docs/adr/011-comunicados.md). */
export interface ComunicadoAgente extends Comunicado {
  /** yyyy-MM-dd HH:mm:ss, Mexico City time: shown from this moment. */
  publicadoDe: string;
  /** Hidden from this moment; null: no end. */
  publicadoA: string | null;
  /** Users see it now. */
  publicado: boolean;
}

/** POST and PUT payload; texto is stored sanitised. */
export interface ComunicadoDatos {
  texto: string;
  actionUrl: string | null;
  publicadoDe: string | null;
  publicadoA: string | null;
}

export const MENSAJES_COMUNICADOS = {
  guardado: 'Comunicado guardado correctamente',
  eliminado: 'Comunicado eliminado correctamente',
  noExiste: 'El comunicado no existe',
  sinTexto: 'El comunicado no tiene texto visible; escribe su contenido',
  finAntesDeInicio: 'La fecha de fin debe ser posterior a la de inicio',
} as const;

const FECHA_HORA = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** 'yyyy-MM-dd HH:mm[:ss]' (or with a T) → 'yyyy-MM-dd HH:mm:ss'; null when it is no real moment. */
export function fechaHora(valor: unknown): string | null {
  const m = FECHA_HORA.exec(String(valor ?? '').trim());
  return m && isCalendarDate(m[1]) ? `${m[1]} ${m[2]}:${m[3]}:${m[4] ?? '00'}` : null;
}

/** Now in Mexico City as 'yyyy-MM-dd HH:mm:ss', the zone every date of the product is in. */
export function ahoraEnMexico(ahora = new Date()): string {
  const partes = new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ahora);
  const p = Object.fromEntries(partes.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

const formatoFecha = (label: string) => `${label} debe ser una fecha y hora válida (yyyy-MM-dd HH:mm)`;

/** The announcement form. An empty start means now; the end, when given, must come after the start. */
export const comunicadoSchema: Schema = {
  texto: {
    kind: 'string',
    label: 'El texto',
    required: 'El texto es obligatorio',
    max: 20000,
    check: (v) => (textoVisible(String(v)) ? null : MENSAJES_COMUNICADOS.sinTexto),
  },
  actionUrl: {
    kind: 'string',
    label: 'El enlace',
    max: 500,
    check: (v) =>
      esRutaLocal(String(v)) || esUrlWeb(String(v)) ? null : 'El enlace debe ser una ruta de Cartera que empiece con / o una dirección que empiece con http:// o https://',
  },
  publicadoDe: { kind: 'string', label: 'La fecha de inicio', check: (v) => (fechaHora(v) ? null : formatoFecha('La fecha de inicio')) },
  publicadoA: {
    kind: 'string',
    label: 'La fecha de fin',
    check: (v, data) => {
      const fin = fechaHora(v);
      if (!fin) return formatoFecha('La fecha de fin');
      return fin > (fechaHora(data.publicadoDe) ?? ahoraEnMexico()) ? null : MENSAJES_COMUNICADOS.finAntesDeInicio;
    },
  },
};
