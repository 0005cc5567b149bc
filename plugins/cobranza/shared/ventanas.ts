import { sumarDias } from '../../polizas/shared/fechas.ts';
import { VENTANAS, type ClaveVentana } from '../../reportes/shared/resumen.ts';

/**
 * The date ranges of the collections and renewals screens (spec 02 §2.6, §2.7, §9): the windows
 * of the days selector are the summary's own (`VENTANAS`), so a window lists exactly what its
 * counter on /resumen counts; the classic layouts add 'Todos', from 60 days back to 60 ahead.
 */

export interface Rango {
  clave: string;
  /** Calendar days from today, both ends included. */
  desde: number;
  hasta: number;
}

export const VENTANA_INICIAL: ClaveVentana = '0';

export const RANGO_TODOS: Rango = { clave: 'todos', desde: -60, hasta: 60 };

/** The classic layouts' range buttons: every window of the selector after 'Todos'. */
export const RANGOS_CLASICOS: readonly Rango[] = [RANGO_TODOS, ...VENTANAS];

export function ventana(clave: ClaveVentana): Rango {
  return VENTANAS.find((v) => v.clave === clave) ?? VENTANAS[1];
}

/** The range as the list filter's value 'yyyy-MM-dd,yyyy-MM-dd' counted from `hoy`. */
export function fechasDeRango(rango: Rango, hoy: string): string {
  return `${sumarDias(hoy, rango.desde)},${sumarDias(hoy, rango.hasta)}`;
}

/** What a button says about its range: 'Vencidos hace 1 a 60 días', 'Vencen en 0 a 3 días'. */
export function descripcionDeRango({ desde, hasta }: Rango): string {
  if (hasta < 0) return `Vencidos hace ${-hasta} a ${-desde} días`;
  if (desde < 0) return `De hace ${-desde} días a dentro de ${hasta} días`;
  return `Vencen en ${desde} a ${hasta} días`;
}
