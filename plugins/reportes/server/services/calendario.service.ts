import type { Knex } from 'knex';
import type { EventoCalendario, FiltroCalendario } from '../../shared/agenda.ts';
import { cobranza, cumpleanos, renovaciones, sinPesos } from './agenda.service.ts';

/**
 * The calendar's events between inicio and fin (spec 02 §2.15, §7 GET /calendario): renewals on
 * the policy's end of validity, collections on the receipt's due date (overdue ones marked),
 * birthdays on the day; only the kind asked unless ALL. Sorted by day, then kind.
 */
export async function eventosCalendario(trx: Knex.Transaction, inicio: string, fin: string, tipo: FiltroCalendario, hoy: string): Promise<EventoCalendario[]> {
  const quiere = (t: FiltroCalendario) => tipo === 'ALL' || tipo === t;
  const eventos: EventoCalendario[] = [];
  if (quiere('BIRTHDAY')) {
    for (const c of await cumpleanos(trx, inicio, fin)) eventos.push({ id: `BIRTHDAY-${c.clienteId}-${c.fecha}`, tipo: 'BIRTHDAY', ...c });
  }
  if (quiere('RENEWAL')) {
    for (const p of (await renovaciones(trx, inicio, fin)).map(sinPesos)) eventos.push({ id: `RENEWAL-${p.polizaId}`, tipo: 'RENEWAL', fecha: p.vencimiento, ...p });
  }
  if (quiere('COLLECTION')) {
    for (const r of (await cobranza(trx, inicio, fin, hoy)).map(sinPesos)) eventos.push({ id: `COLLECTION-${r.reciboId}`, tipo: 'COLLECTION', fecha: r.vencimiento, ...r });
  }
  // Stable: within a day the kinds keep the order above.
  return eventos.sort((x, y) => (x.fecha < y.fecha ? -1 : x.fecha > y.fecha ? 1 : 0));
}
