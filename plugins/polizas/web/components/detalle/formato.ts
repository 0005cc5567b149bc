import { hoyEnMexico } from '../../../../../core/shared/fechas.ts';
import { centavos, formatDinero } from '../../../../../core/shared/format.ts';
import { STATUS_POLIZA, STATUS_RECIBO, type StatusPoliza, type StatusRecibo } from '../../../../catalogos/shared/catalogos.ts';

/** How the policy screens show dates, money, names and statuses (spec 02 §9). */

/** date-fns' Spanish abbreviations ('MMM'), without date-fns: every policy list and form shows dates this way. */
const MESES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** A wire date 'yyyy-MM-dd' as 'dd MMM yyyy' in Spanish ('15 ene 2026'); empty when missing. */
export function fechaPoliza(fecha: string | null | undefined): string {
  if (!fecha) return '';
  const [anio, mes, dia] = fecha.slice(0, 10).split('-');
  return `${dia} ${MESES[Number(mes) - 1]} ${anio}`;
}

/** Today in Mexico City, 'yyyy-MM-dd': the day the server counts with, whatever the browser's time zone. */
export function hoy(): string {
  return hoyEnMexico();
}

/** An amount in pesos with its currency abbreviation: '$12,180.00 MXN'. */
export function dinero(monto: number, abreviacion: string): string {
  return formatDinero(centavos(monto), abreviacion);
}

export function nombreCompleto(persona: { nombres: string; apPat: string | null; apMat: string | null }): string {
  return [persona.nombres, persona.apPat, persona.apMat].filter(Boolean).join(' ');
}

export function statusPolizaVisible(status: StatusPoliza): string {
  return STATUS_POLIZA.find((s) => s.key === status)?.value ?? status;
}

export function statusReciboVisible(status: StatusRecibo): string {
  return STATUS_RECIBO.find((s) => s.key === status)?.value ?? status;
}
