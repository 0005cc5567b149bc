import { TIPOS_RESUMEN, type TipoResumen } from '../../../shared/resumen.ts';

/** The lines of the summary's toggle in the order the call names them (spec 02 §7: tipo=vida,auto,salud,diversos). */
export const TODAS_LAS_LINEAS = Object.keys(TIPOS_RESUMEN) as TipoResumen[];

/** What each toggle button says: Diversos is shown as Daños in the summary (spec 02 §1, written with its tilde). */
export const NOMBRE_DE_LINEA: Record<TipoResumen, string> = { vida: 'Vida', auto: 'Auto', salud: 'Salud', diversos: 'Daños' };

/**
 * The lines chosen after a click on `linea` (spec 02 §2.8): from all four, only the one clicked
 * stays; otherwise the click adds or removes it, but the last one never goes. The answer keeps the
 * call's order, so one selection is always one request (and one cache entry).
 */
export function alternarLinea(activas: readonly TipoResumen[], linea: TipoResumen): TipoResumen[] {
  if (TODAS_LAS_LINEAS.every((t) => activas.includes(t))) return [linea];
  const elegidas = activas.includes(linea) ? activas.filter((t) => t !== linea) : [...activas, linea];
  return elegidas.length === 0 ? [linea] : TODAS_LAS_LINEAS.filter((t) => elegidas.includes(t));
}
