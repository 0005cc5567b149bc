import { TIME_ZONE } from '../../../core/shared/fechas.ts';
import { formatFechaHora } from '../../../core/shared/format.ts';

const RELOJ = new Intl.DateTimeFormat('sv-SE', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/** An ISO UTC instant (fechaEnvio, fechaVista, the acceptance: spec 03 §9) as Mexico City reads it: '10/03/2026 14:30'. */
export const fechaHoraLocal = (iso: string) => formatFechaHora(RELOJ.format(new Date(iso)));
