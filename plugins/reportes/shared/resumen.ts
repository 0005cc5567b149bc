import type { RamoId } from '../../catalogos/shared/catalogos.ts';

/**
 * GET /reportes/resumen-cartera (spec 02 §2.8, §3 Summary; issue 7): the counters and amounts of the
 * landing page for the lines asked.
 */
export interface ResumenCartera {
  clientes: number;
  polizas: number;
  cxc0: number;
  cxc5: number;
  cxc15: number;
  cxc30: number;
  cxc45: number;
  ren0: number;
  ren5: number;
  ren15: number;
  ren30: number;
  ren45: number;
  /** Net premium paid this calendar month / year (by payment date), in pesos. */
  ppm: number;
  paa: number;
  /** Net premium of policies starting this month / year, in pesos at the agent's exchange rates. */
  em: number;
  eaa: number;
  metaMensual: number;
  metaAnual: number;
}

/** The lines of the summary's toggle and the RAMO id each names (spec 02 §2.8, §9). */
export const TIPOS_RESUMEN = { vida: 5, auto: 1, salud: 3, diversos: 7 } as const satisfies Record<string, RamoId>;
export type TipoResumen = keyof typeof TIPOS_RESUMEN;

/**
 * The days-to-due windows of the counters, collections and renewals (spec 02 §2.6, §9): key → [from,
 * to] calendar days from today; '<' is the overdue window of the lists.
 */
export const VENTANAS = [
  { clave: '<', desde: -60, hasta: -1 },
  { clave: '0', desde: 0, hasta: 3 },
  { clave: '5', desde: 4, hasta: 9 },
  { clave: '15', desde: 10, hasta: 24 },
  { clave: '30', desde: 25, hasta: 45 },
  { clave: '45', desde: 46, hasta: 60 },
] as const;
export type ClaveVentana = (typeof VENTANAS)[number]['clave'];

/** Gauge percent = value ÷ goal, a goal of zero or less counting as 1, capped at 1 (spec 02 §9). */
export function porcentajeDeMeta(valor: number, meta: number): number {
  return Math.min(1, valor / (meta > 0 ? meta : 1));
}
