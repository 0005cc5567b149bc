import { sumarDias } from '../../polizas/shared/fechas.ts';
import { rangoDeDias, VENTANAS, type ClaveVentana } from '../../reportes/shared/resumen.ts';

/**
 * The date ranges of the collections and renewals screens (spec 02 §2.6, §2.7, §9): the windows
 * of the days selector are the summary's own (`VENTANAS`), so a window lists exactly what its
 * counter on /resumen counts; the selector adds 'Todos los vencidos', however old (issue 18: the
 * '<' window stops 60 days back), and the classic layouts 'Todos', from 60 days back to 60 ahead.
 * Each button says its real range of days.
 */

export interface Rango {
  clave: string;
  /** Calendar days from today, both ends included; null: no lower end (every overdue one). */
  desde: number | null;
  hasta: number;
}

export const VENTANA_INICIAL: ClaveVentana = '0';

export const RANGO_TODOS = { clave: 'todos', desde: -60, hasta: 60 } satisfies Rango;

/** Everything due before today, however long ago. */
export const RANGO_VENCIDOS: Rango = { clave: 'vencidos', desde: null, hasta: -1 };

/** The main layouts' days selector: the summary's windows, then every overdue one. */
export const RANGOS_PRINCIPALES: readonly Rango[] = [...VENTANAS, RANGO_VENCIDOS];

/** The classic layouts' range buttons: every window of the selector after 'Todos'. */
export const RANGOS_CLASICOS: readonly Rango[] = [RANGO_TODOS, ...VENTANAS];

export function ventana(clave: ClaveVentana): Rango {
  return VENTANAS.find((v) => v.clave === clave) ?? VENTANAS[1];
}

/** A range of the days selector by its key (the address's `ventana`), or undefined. */
export function rangoPrincipal(clave: string | null): Rango | undefined {
  return RANGOS_PRINCIPALES.find((r) => r.clave === clave);
}

/** The range as the list filter of `campo`: `campo[bw]=de,a`, or `campo[le]=a` without a lower end, counted from `hoy`. */
export function filtroDeRango(campo: string, rango: Rango, hoy: string): Record<string, string> {
  const hasta = sumarDias(hoy, rango.hasta);
  return rango.desde === null ? { [`${campo}[le]`]: hasta } : { [`${campo}[bw]`]: `${sumarDias(hoy, rango.desde)},${hasta}` };
}

/** The range as the list filter's value 'yyyy-MM-dd,yyyy-MM-dd' counted from `hoy` (a range with both ends). */
export function fechasDeRango(rango: Rango & { desde: number }, hoy: string): string {
  return `${sumarDias(hoy, rango.desde)},${sumarDias(hoy, rango.hasta)}`;
}

/** What a button says about its range: 'Vencidos hace 1 a 60 días', 'Vencen en 0 a 3 días'. */
export function descripcionDeRango({ desde, hasta }: Rango): string {
  if (desde === null) return `Vencidos hace ${-hasta} día${hasta === -1 ? '' : 's'} o más`;
  if (hasta < 0) return `Vencidos hace ${-hasta} a ${-desde} días`;
  if (desde < 0) return `De hace ${-desde} días a dentro de ${hasta} días`;
  return `Vencen en ${desde} a ${hasta} días`;
}

/**
 * A button's text, its real range of days (issue 18: '30' is really 25 to 45): 'Vencidos 1–60 días',
 * '0–3 días', '25–45 días'; 'Todos' for the classic layouts' whole range and `vencidos` for every
 * overdue one ('Todos los vencidos', 'Todas las vencidas').
 */
export function etiquetaDeRango(rango: Rango, vencidos = 'Todos los vencidos'): string {
  if (rango.clave === RANGO_TODOS.clave) return 'Todos';
  return rango.desde === null ? vencidos : rangoDeDias({ desde: rango.desde, hasta: rango.hasta });
}
