import { TIME_ZONE, hoyEnMexico } from '../../../core/shared/fechas.ts';
import { formatFecha, formatFechaHora } from '../../../core/shared/format.ts';

/** The card's and notes' ISO UTC instants (spec 03 §9) as Mexico City reads them. */

const RELOJ = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** '2026-03-10T20:30:00.000Z' → '10/03/2026 14:30'. */
export const fechaHoraLocal = (iso: string) => formatFechaHora(RELOJ.format(new Date(iso)));

/** '2026-03-11T03:00:00.000Z' → '10/03/2026'. */
export const fechaLocal = (iso: string) => formatFecha(hoyEnMexico(new Date(iso)));
