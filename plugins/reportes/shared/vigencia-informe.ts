import { formatFecha } from '../../../core/shared/format.ts';
import { sumarMeses } from '../../polizas/shared/fechas.ts';
import { MENSAJES_INFORMES } from './informes-mensajes.ts';

const E = MENSAJES_INFORMES.errores;

/** Years the policy report's dates may reach from today (spec 02 §5 'Filters and searches'). */
const VENTANAS = { inicial: { atras: 20, adelante: 20 }, final: { atras: 20, adelante: 5 } } as const;

/**
 * The policy report's validity range, checked alike by its filters and by the server: both dates,
 * the initial one within 20 years either way, the final one within 20 back and 5 ahead, in order.
 */
export function revisarVigencia(desde: string | undefined, hasta: string | undefined, hoy: string): string | null {
  if (!desde || !hasta) return E.vigenciaRequerida;
  for (const [cual, fecha] of [
    ['inicial', desde],
    ['final', hasta],
  ] as const) {
    const minima = sumarMeses(hoy, -12 * VENTANAS[cual].atras);
    const maxima = sumarMeses(hoy, 12 * VENTANAS[cual].adelante);
    if (fecha < minima || fecha > maxima) return E.vigenciaFuera(cual, formatFecha(minima), formatFecha(maxima));
  }
  return hasta < desde ? E.rango : null;
}
