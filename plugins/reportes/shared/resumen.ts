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
  /** Overdue receipts (pending, due before today) of vigente policies, and their total in pesos at the agent's exchange rates. */
  vencidos: number;
  vencidosMonto: number;
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

/** A window's real range of days as the screens label it (issue 18): '0–3 días', '25–45 días', 'Vencidos 1–60 días'. */
export function rangoDeDias({ desde, hasta }: { desde: number; hasta: number }): string {
  return hasta < 0 ? `Vencidos ${-hasta}–${-desde} días` : `${desde}–${hasta} días`;
}

/** The summary's texts. */
export const TEXTOS_RESUMEN = {
  clientes: 'Clientes',
  polizasVigentes: 'Pólizas Vigentes',
  recibosVencidos: 'Recibos vencidos',
  recibosPorCobrar: 'Recibos x Cobrar',
  polizasPorRenovar: 'Pólizas x Renovar',
  metas: 'Metas',
  configurarMetas: 'Configurar Metas',
  meta: 'Meta:',
  /** A gauge without a goal for its period: no percent is drawn (issue 18). */
  sinMeta: 'Sin meta',
  definirMeta: 'Define una meta',
  deLaMeta: (titulo: string, porcentaje: number) => `${titulo}: ${porcentaje}% de la meta`,
  sinMetaDe: (titulo: string) => `${titulo}: sin meta`,
  contador: (cantidad: string, que: string, rango: string) => `${que}: ${cantidad} en ${rango}`,
} as const;

/** Gauge percent = value ÷ goal, a goal of zero or less counting as 1, capped at 1 (spec 02 §9). */
export function porcentajeDeMeta(valor: number, meta: number): number {
  return Math.min(1, valor / (meta > 0 ? meta : 1));
}
