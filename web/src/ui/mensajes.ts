import type { ApiError } from '../api/envelopeBaseQuery.ts';

/** Toast of a form whose record could not be read (spec 01 §8). */
export const ERROR_AL_CARGAR = 'Error al cargar la página';

/**
 * What to tell the user when a save or delete fails: a refusal (4xx) carries the server's reason;
 * a failure without an answer gets the spec's generic message.
 */
export function mensajeDeFallo(error: unknown, generico: string): string {
  const { status, message } = error as ApiError;
  return status >= 400 && status < 500 && message ? message : generico;
}

/** The date field's texts (FechaField). */
export const MENSAJES_FECHA = {
  formato: 'dd/mm/aaaa',
  noLegible: 'Escribe la fecha como dd/mm/aaaa',
  fueraDeRango: (desde: string, hasta: string) => `La fecha debe estar entre el ${desde} y el ${hasta}`,
  abrirCalendario: 'Abrir calendario',
  cerrarCalendario: 'Cerrar calendario',
  calendario: 'Calendario de',
} as const;

/** An autocomplete's notices (Autocompletar; spec 03 §8: 'Sin resultados' and 'Cargando...'). */
export const MENSAJES_AUTOCOMPLETAR = {
  corta: (minimo: number) => `Escribe al menos ${minimo} letras para buscar`,
  cargando: 'Cargando...',
  sinResultados: 'Sin resultados',
} as const;
