import type { MesComisiones } from './informes.ts';

/** The commission report's arithmetic (spec 02 §9), in integer centavos. */

/** 'yyyy-MM' → the first and last day of the month. */
export const primerDia = (mes: string) => `${mes}-01`;
export function ultimoDia(mes: string): string {
  const [anio, m] = mes.split('-').map(Number);
  return `${mes}-${String(new Date(Date.UTC(anio, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** 'yyyy-MM' moved by `n` months. */
export function moverMes(mes: string, n: number): string {
  const [anio, m] = mes.split('-').map(Number);
  const total = anio * 12 + (m - 1) + n;
  return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
}

/** The default period: the start of the month 11 months ago to the end of this month. */
export const periodoPredeterminado = (hoy: string) => ({ inicio: moverMes(hoy.slice(0, 7), -11), fin: hoy.slice(0, 7) });

/** Every month of the period, 'yyyyMM', so months without payments show as 0. */
export function mesesDelPeriodo(inicio: string, fin: string): string[] {
  const meses: string[] = [];
  for (let m = inicio; m <= fin && meses.length < 121; m = moverMes(m, 1)) meses.push(m.replace('-', ''));
  return meses;
}

/** The series over every month of the period. */
export function serieCompleta(meses: readonly string[], datos: readonly MesComisiones[]): MesComisiones[] {
  const por = new Map(datos.map((d) => [d.fecha, d]));
  return meses.map((fecha) => por.get(fecha) ?? { fecha, prima: 0, comision: 0 });
}

export interface Totales {
  prima: number;
  comision: number;
  /** Commissions × 100 / premiums, 0 without premiums. */
  promedio: number;
}

export function totales(datos: readonly MesComisiones[]): Totales {
  const prima = datos.reduce((s, d) => s + d.prima, 0);
  const comision = datos.reduce((s, d) => s + d.comision, 0);
  return { prima, comision, promedio: prima > 0 ? (comision * 100) / prima : 0 };
}

/** The change in commissions against the prior period, percent of the prior's (0 without prior commissions). */
export const diferencia = (actual: number, anterior: number) => (anterior > 0 ? ((actual - anterior) * 100) / anterior : 0);

/** 'yyyyMM' → 'mmm yyyy' in Spanish. */
export function nombreDeMes(fecha: string): string {
  const nombre = new Date(Date.UTC(Number(fecha.slice(0, 4)), Number(fecha.slice(4, 6)) - 1, 15)).toLocaleDateString('es-MX', { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return nombre.replace('.', '');
}
