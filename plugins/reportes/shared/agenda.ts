import { isCalendarDate } from '../../../core/shared/validation.ts';
import { sumarDias, sumarMeses } from '../../polizas/shared/fechas.ts';

/**
 * The weekly report (spec 03 §2, §3 'Weekly report', §7) and the calendar (spec 02 §2.15, §7): the
 * same three kinds of dated items — policies to renew, receipts to collect, clients' birthdays —
 * over a week or a month view. Weeks start on Monday; "today" is Mexico City's.
 */

/** A client's name as every item carries it. */
export interface NombreCliente {
  clienteId: number;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
}

/** A vigente policy not yet renewed whose validity ends in the period. */
export interface Renovacion extends NombreCliente {
  polizaId: number;
  ramo: string;
  noPoliza: string;
  /** End of validity, yyyy-MM-dd. */
  vencimiento: string;
  aseguradora: string;
  /** Total premium in the policy's currency. */
  total: number;
  moneda: string;
}

/** A pending receipt of a vigente policy due in the period; `vencido` once its due date has passed. */
export interface Cobro extends Renovacion {
  reciboId: number;
  serie: number;
  totalSerie: number;
  comision: number;
  vencido: boolean;
}

/** An active client whose birthday falls in the period. */
export interface Cumpleanos extends NombreCliente {
  fecNacimiento: string;
  /** The birthday in the period, yyyy-MM-dd (29 February is the 28th in other years). */
  fecha: string;
  edad: number;
}

/** Counts and sums of the week; money in pesos at the agent's configured exchange rates. */
export interface ResumenSemanal {
  polizas: number;
  recibos: number;
  polizasTotal: number;
  recibosComiciones: number;
  cumpleanos: number;
}

/** body of GET /reportes/weekly/{fecha}. */
export interface ReporteSemanal {
  /** Monday and Sunday of the week, yyyy-MM-dd. */
  inicio: string;
  fin: string;
  summary: ResumenSemanal;
  renovaciones: Renovacion[];
  cobranza: Cobro[];
  cumpleanos: Cumpleanos[];
}

export const TIPOS_EVENTO = ['BIRTHDAY', 'RENEWAL', 'COLLECTION'] as const;
export type TipoEvento = (typeof TIPOS_EVENTO)[number];
export type FiltroCalendario = 'ALL' | TipoEvento;
export const FILTROS_CALENDARIO: readonly FiltroCalendario[] = ['ALL', ...TIPOS_EVENTO];

/** One entry of the calendar: the item it stands for, with the day it falls on. */
export type EventoCalendario =
  ({ id: string; tipo: 'RENEWAL'; fecha: string } & Renovacion) | ({ id: string; tipo: 'COLLECTION'; fecha: string } & Cobro) | ({ id: string; tipo: 'BIRTHDAY' } & Cumpleanos);

/** body of GET /calendario. */
export interface Calendario {
  eventos: EventoCalendario[];
}

/** Days of one calendar request: six weeks, the most a month view starting on Monday shows. */
export const DIAS_CALENDARIO = 42;
/** The month picker reaches this many months before and after today's (spec 02 §2.15: two years). */
export const MESES_CALENDARIO = 24;

/** Day of the week of a wire date, 0 Monday … 6 Sunday. */
export function diaDeSemana(fecha: string): number {
  const [y, m, d] = fecha.split('-').map(Number);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** The Monday of the week of `fecha`. */
export function lunesDe(fecha: string): string {
  return sumarDias(fecha, -diaDeSemana(fecha));
}

/** The Monday and Sunday of the week of `fecha`. */
export function semanaDe(fecha: string): { inicio: string; fin: string } {
  const inicio = lunesDe(fecha);
  return { inicio, fin: sumarDias(inicio, 6) };
}

/** The month view of the month of `fecha`: six weeks from the Monday on or before its first day. */
export function vistaDeMes(fecha: string): { inicio: string; fin: string } {
  const inicio = lunesDe(`${fecha.slice(0, 7)}-01`);
  return { inicio, fin: sumarDias(inicio, DIAS_CALENDARIO - 1) };
}

/** The first days of the earliest and latest months the calendar shows. */
export function mesesDelCalendario(hoy: string): { primero: string; ultimo: string } {
  const mes = `${hoy.slice(0, 7)}-01`;
  return { primero: sumarMeses(mes, -MESES_CALENDARIO), ultimo: sumarMeses(mes, MESES_CALENDARIO) };
}

/** The days a calendar request may ask for: the views of the earliest and latest months. */
export function limitesCalendario(hoy: string): { desde: string; hasta: string } {
  const { primero, ultimo } = mesesDelCalendario(hoy);
  return { desde: vistaDeMes(primero).inicio, hasta: vistaDeMes(ultimo).fin };
}

/** A wire date that exists ('2026-02-30' does not). */
export const esFecha = (texto: string | undefined): texto is string => texto !== undefined && isCalendarDate(texto);

/** A client's full name as the report and the calendar show it. */
export const nombreDe = (c: NombreCliente): string => [c.nombres, c.apPat, c.apMat].filter(Boolean).join(' ');
