import { aniosDeMeta } from '../../../shared/metas.ts';

/** The choices of a goal panel (spec 02 §3 Goal, §5 Goals). */

export interface Opcion {
  value: string;
  label: string;
}

/** Ramo: the whole portfolio (modelo 0) or one line by its RAMO id. */
export const RAMOS_META: Opcion[] = [
  { value: '0', label: 'Toda la cartera' },
  { value: '1', label: 'Auto' },
  { value: '3', label: 'Salud' },
  { value: '5', label: 'Vida' },
  { value: '7', label: 'Diversos' },
];

const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];

/** Meta: the annual goal (mes 0) or one of the twelve months. */
export const PERIODOS_META: Opcion[] = [{ value: '0', label: 'ANUAL' }, ...MESES.map((mes, i) => ({ value: String(i + 1), label: mes }))];

/**
 * Año: previous, current and next year; a saved goal of another year keeps its own among them, so
 * the panel shows what is stored (saving it again is the server's to refuse).
 */
export function aniosDelPanel(hoy: string, guardado: number | null): Opcion[] {
  const anios = aniosDeMeta(hoy);
  if (guardado !== null && !anios.includes(guardado)) anios.push(guardado);
  return anios.sort((a, b) => a - b).map((anio) => ({ value: String(anio), label: String(anio) }));
}

/** The label of a choice, or '' when none is chosen. */
export function etiqueta(opciones: readonly Opcion[], value: string): string {
  return opciones.find((o) => o.value === value)?.label ?? '';
}
