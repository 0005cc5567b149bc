import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { STATUS_RECIBO } from '../../../catalogos/shared/catalogos.ts';
import { polizaT, reciboT } from '../../../polizas/server/index.ts';
import type { FilaReciboInforme, PaginaInforme } from '../../shared/informes.ts';
import { a, centavos, columnasDeGrupo, conPoliza, filtrarComunes, grupos, mc, nombreCliente, p, paginar, r, ra } from './informes-comun.ts';
import type { FiltrosRecibos, Pagina } from './informes-filtros.ts';

/**
 * The receipt report (spec 02 §2.16): receipts of the agent's policies but deleted ones. 'vencido'
 * is not stored: a pending receipt due before today (Mexico City) is shown and filtered as vencido.
 */

export const nombreStatusRecibo = (clave: string) => STATUS_RECIBO.find((s) => s.key === clave)?.value ?? clave;

/** The receipt's status as shown: vencido for a pending one due before `hoy`. */
const statusVisible = (trx: Knex.Transaction, hoy: string) => trx.raw(`case when ${r.status} = 'pendiente' and ${r.fecVence} < ?::date then 'vencido' else ${r.status} end`, [hoy]);

/** Receipts with their policy, client, line, insurer and currency, of the agent's policies but deleted ones. */
export function deRecibos(trx: Knex.Transaction): Knex.QueryBuilder {
  return conPoliza(trx(reciboT.as('r')).join(polizaT.as('p'), p.id, r.polizaId))
    .where(delAgente(trx, r.agenteId))
    .whereNot(p.status, 'eliminada');
}

/** The grid's columns of a receipt query. */
export function columnasRecibo(trx: Knex.Transaction, hoy: string): (string | Knex.Raw)[] {
  return [
    `${r.id} as reciboId`,
    `${p.id} as polizaId`,
    `${p.noPoliza} as noPoliza`,
    trx.raw(`${r.serie} || '/' || ${r.totalSerie} as serie`),
    trx.raw(`${nombreCliente} as cliente`),
    `${ra.nombre} as ramo`,
    trx.raw(`coalesce(${a.abreviacion}, '') as aseguradora`),
    trx.raw(`(${statusVisible(trx, hoy).toQuery()}) as status`),
    `${p.formaPago} as formaPago`,
    `${mc.abreviacion} as moneda`,
    ...reciboT.sel('r', 'fecVigDe', 'fecVence', 'fecPago'),
    trx.raw(`${centavos(r.prima)} as prima`),
    trx.raw(`${centavos(r.total)} as total`),
    trx.raw(`${centavos(r.comision)} as comision`),
  ];
}

function filtrados(trx: Knex.Transaction, f: FiltrosRecibos, hoy: string): Knex.QueryBuilder {
  const q = deRecibos(trx);
  if (f.desde) q.where(r.fecVigDe, '>=', f.desde);
  if (f.hasta) q.where(r.fecVigDe, '<=', f.hasta);
  if (f.status === 'vencido') q.where(r.status, 'pendiente').where(r.fecVence, '<', hoy);
  else if (f.status === 'pendiente') q.where(r.status, 'pendiente').where(r.fecVence, '>=', hoy);
  else if (f.status) q.where(r.status, f.status);
  return filtrarComunes(q, f);
}

/** The grid's rows by validity start, newest first. */
export function filasRecibos(trx: Knex.Transaction, f: FiltrosRecibos, hoy: string): Knex.QueryBuilder {
  return filtrados(trx, f, hoy)
    .select(columnasRecibo(trx, hoy))
    .orderBy([
      { column: r.fecVigDe, order: 'desc' },
      { column: r.id, order: 'desc' },
    ]);
}

export async function informeRecibos(trx: Knex.Transaction, f: FiltrosRecibos, hoy: string, pagina: Pagina): Promise<PaginaInforme<FilaReciboInforme>> {
  const base = filtrados(trx, f, hoy).select(columnasDeGrupo(trx, `(${statusVisible(trx, hoy).toQuery()})`, r.prima));
  const { total, ...porGrupo } = await grupos(trx, base, nombreStatusRecibo);
  return { ...(await paginar<FilaReciboInforme>(trx, filasRecibos(trx, f, hoy), total, pagina)), grupos: porGrupo };
}
