import type { Knex } from 'knex';
import { centavos, pesos } from '../../../../core/shared/format.ts';
import { semanaDe, type ReporteSemanal } from '../../shared/agenda.ts';
import { cobranza, cumpleanos, renovaciones, sinPesos } from './agenda.service.ts';

/** Adds the items' peso amounts in integer cents. */
const sumaEnPesos = (items: readonly { enPesos: number }[]) => pesos(items.reduce((s, i) => s + centavos(i.enPesos), 0));

/**
 * The weekly report of the week (Monday to Sunday) of `fecha` (spec 03 §2, §3): renewals,
 * collections and birthdays with the summary — policies to renew and their premium, receipts to
 * collect and their commissions (in pesos at the agent's rates), birthdays.
 */
export async function reporteSemanal(trx: Knex.Transaction, fecha: string, hoy: string): Promise<ReporteSemanal> {
  const { inicio, fin } = semanaDe(fecha);
  const polizas = await renovaciones(trx, inicio, fin);
  const recibos = await cobranza(trx, inicio, fin, hoy);
  const clientes = await cumpleanos(trx, inicio, fin);
  return {
    inicio,
    fin,
    summary: {
      polizas: polizas.length,
      recibos: recibos.length,
      polizasTotal: sumaEnPesos(polizas),
      recibosComiciones: sumaEnPesos(recibos),
      cumpleanos: clientes.length,
    },
    renovaciones: polizas.map(sinPesos),
    cobranza: recibos.map(sinPesos),
    cumpleanos: clientes,
  };
}
