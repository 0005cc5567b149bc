import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { STATUS_POLIZA } from '../../../catalogos/shared/catalogos.ts';
import { monedaCatalogoT } from '../../../catalogos/server/index.ts';
import { polizaT } from '../../../polizas/server/index.ts';
import type { FilaPolizaInforme, PaginaInforme } from '../../shared/informes.ts';
import { a, centavos, columnasDeGrupo, conPoliza, filtrarComunes, grupos, mc, nombreCliente, p, paginar, ra } from './informes-comun.ts';
import type { FiltrosPolizas, Pagina } from './informes-filtros.ts';

/** The policy report (spec 02 §2.16): the agent's policies but deleted ones, by validity start and the filters. */

export const nombreStatusPoliza = (clave: string) => STATUS_POLIZA.find((s) => s.key === clave)?.value ?? clave;

function filtradas(trx: Knex.Transaction, f: FiltrosPolizas): Knex.QueryBuilder {
  const q = conPoliza(trx(polizaT.as('p')))
    .where(delAgente(trx, p.agenteId))
    .whereNot(p.status, 'eliminada');
  if (f.desde) q.where(p.fechaVigenciaDe, '>=', f.desde);
  if (f.hasta) q.where(p.fechaVigenciaDe, '<=', f.hasta);
  if (f.status) q.where(p.status, f.status);
  if (f.clienteId !== undefined) q.where(p.clienteId, f.clienteId);
  if (f.vendedorId !== undefined) q.where(p.vendedorId, f.vendedorId);
  if (f.aseguradoraId !== undefined) q.where(p.aseguradoraId, f.aseguradoraId);
  return filtrarComunes(q, f);
}

/** The grid's rows, newest validity first: what the page shows and the export writes. */
export function filasPolizas(trx: Knex.Transaction, f: FiltrosPolizas): Knex.QueryBuilder {
  return filtradas(trx, f)
    .select([
      `${p.id} as polizaId`,
      ...polizaT.sel('p', 'noPoliza', 'status', 'formaPago', 'fechaVigenciaDe', 'fechaVigenciaA'),
      trx.raw(`${nombreCliente} as cliente`),
      `${ra.nombre} as ramo`,
      trx.raw(`coalesce(${a.abreviacion}, '') as aseguradora`),
      `${mc.abreviacion} as moneda`,
      trx.raw(`${centavos(p.prima)} as prima`),
      trx.raw(`${centavos(p.total)} as total`),
      trx.raw(`${centavos(p.comision)} as comision`),
    ])
    .orderBy([
      { column: p.fechaVigenciaDe, order: 'desc' },
      { column: p.id, order: 'desc' },
    ]);
}

export async function informePolizas(trx: Knex.Transaction, f: FiltrosPolizas, pagina: Pagina): Promise<PaginaInforme<FilaPolizaInforme>> {
  const base = filtradas(trx, f).select(columnasDeGrupo(trx, p.status, p.prima));
  const { total, ...porGrupo } = await grupos(trx, base, nombreStatusPoliza);
  return { ...(await paginar<FilaPolizaInforme>(trx, filasPolizas(trx, f), total, pagina)), grupos: porGrupo };
}

/** The currencies the agent's policies use, for the currency filter. */
export function monedasDeCartera(trx: Knex.Transaction): Promise<{ id: number; abreviacion: string }[]> {
  return trx(polizaT.as('p'))
    .join(monedaCatalogoT.as('mc'), mc.id, p.monedaId)
    .where(delAgente(trx, p.agenteId))
    .distinct([`${mc.id} as id`, `${mc.abreviacion} as abreviacion`])
    .orderBy('id');
}
