import { RAMO_IDS, STATUS_POLIZA, type RamoId, type StatusPoliza } from '../../catalogos/shared/catalogos.ts';

/**
 * Filters a screen's address carries (issue 18), so a counter of the summary opens the list filtered
 * to exactly what it counts: `/polizas?status=vigente&anio=todos&ramos=1,5`,
 * `/cxc?ventana=30&ramos=1`, `/renovaciones?ventana=5&sinRenovar=1`. Whatever the address holds
 * that is not one of these values is ignored, as if it were absent.
 */

export const PARAMETROS_URL = { ramos: 'ramos', status: 'status', anio: 'anio', ventana: 'ventana', sinRenovar: 'sinRenovar' } as const;

/** `anio=todos`: every validity start, not only the current year's. */
export const TODOS_LOS_ANIOS = 'todos';

/** The lines of `ramos=1,5` that exist, in catalogue order; [] (every line) when none. */
export function ramosDeParametro(texto: string | null): RamoId[] {
  const pedidos = new Set((texto ?? '').split(',').map((t) => Number(t.trim())));
  return RAMO_IDS.filter((r) => pedidos.has(r));
}

/** `ramos=…` for the given lines; '' when they are all of them (no filter). */
export function parametroDeRamos(ramos: readonly number[]): string {
  const validos = RAMO_IDS.filter((r) => ramos.includes(r));
  return validos.length === RAMO_IDS.length ? '' : validos.join(',');
}

/** A policy status of the list's filter (eliminada is never listed), or null. */
export function statusDeParametro(texto: string | null): StatusPoliza | null {
  return STATUS_POLIZA.find((s) => s.key === texto && s.key !== 'eliminada')?.key ?? null;
}

/** The list-query filter of the lines: `ramo=5`, `ramo[in]=1,5`, or nothing for every line. */
export function filtroDeRamos(campo: string, ramos: readonly number[]): Record<string, string | number> {
  if (ramos.length === 0 || ramos.length === RAMO_IDS.length) return {};
  return ramos.length === 1 ? { [campo]: ramos[0] } : { [`${campo}[in]`]: ramos.join(',') };
}

/** The lines' names as the screens show them. */
export const NOMBRES_RAMO: Record<RamoId, string> = { 1: 'Auto', 3: 'Salud', 5: 'Vida', 7: 'Diversos' };
