import type { Knex } from 'knex';
import { reciboT } from '../../../polizas/server/index.ts';
import type { FilaReciboInforme, MesComisiones } from '../../shared/informes.ts';
import { centavosEnPesos, paginar, r } from './informes-comun.ts';
import type { Pagina, Periodo } from './informes-filtros.ts';
import { columnasRecibo, deRecibos } from './informes-recibos.service.ts';

/**
 * The commission report (spec 02 §2.16, §9): receipts paid within the period (by payment date),
 * their net premium and commission in pesos at the agent's rates, per month and one by one.
 */

const pagados = (trx: Knex.Transaction, { desde, hasta }: Periodo) => deRecibos(trx).where(r.status, 'pagado').whereBetween(r.fecPago, [desde, hasta]);

/** GET /reportes/comisiones/acumulados: one entry per month with payments, fecha yyyyMM, in order. */
export async function acumuladosComisiones(trx: Knex.Transaction, periodo: Periodo): Promise<MesComisiones[]> {
  const mes = `to_char(${r.fecPago}, 'YYYYMM')`;
  const filas: MesComisiones[] = await pagados(trx, periodo)
    .select(trx.raw(`${mes} as fecha, coalesce(sum(${centavosEnPesos(r.prima)}), 0)::int8 as prima, coalesce(sum(${centavosEnPesos(r.comision)}), 0)::int8 as comision`))
    .groupByRaw(mes)
    .orderBy('fecha');
  return filas.map((f) => ({ fecha: f.fecha, prima: Number(f.prima), comision: Number(f.comision) }));
}

/** The grid of paid receipts, by payment date (spec 02 §7: order=fecPago asc). */
export function filasComisiones(trx: Knex.Transaction, periodo: Periodo, hoy: string): Knex.QueryBuilder {
  return pagados(trx, periodo).select(columnasRecibo(trx, hoy)).orderBy([r.fecPago, r.id]);
}

export function recibosComisiones(trx: Knex.Transaction, periodo: Periodo, hoy: string, pagina: Pagina) {
  return paginar<FilaReciboInforme>(trx, filasComisiones(trx, periodo, hoy), pagados(trx, periodo).select(reciboT.de('r').id), pagina);
}
