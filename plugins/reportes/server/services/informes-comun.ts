import type { Knex } from 'knex';
import { aseguradoraT, monedaCatalogoT, monedaT, ramoT } from '../../../catalogos/server/index.ts';
import { clienteT } from '../../../clientes/server/index.ts';
import { polizaT, reciboT } from '../../../polizas/server/index.ts';
import type { GrupoInforme, GruposInforme } from '../../shared/informes.ts';
import type { FiltrosComunes, Pagina } from './informes-filtros.ts';

/**
 * What the policy, receipt and commission reports share (docs/adr/028-informes.md): the owners'
 * tables by the names they publish, amounts as integer centavos, the three groupings and the page.
 */

export const p = polizaT.de('p');
export const r = reciboT.de('r');
export const c = clienteT.de('c');
export const ra = ramoT.de('ra');
export const a = aseguradoraT.de('a');
export const mc = monedaCatalogoT.de('mc');
export const m = monedaT.de('m');

/** An amount column as integer centavos. */
export const centavos = (columna: string) => `round(${columna} * 100)::int8`;

/** An amount of the policy's currency as centavos of pesos at the agent's rate (the peso is 1; an unconfigured currency counts 0). */
export const centavosEnPesos = (columna: string) => `round(${columna} * coalesce(${m.tipoCambio}, case when ${p.monedaId} = 1 then 1 else 0 end) * 100)::int8`;

/** The contratante's full name. */
export const nombreCliente = `concat_ws(' ', ${c.nombres}, ${c.apPat}, ${c.apMat})`;

/** A policy's client, line, currency, insurer and the agent's rate for that currency. */
export function conPoliza(q: Knex.QueryBuilder): Knex.QueryBuilder {
  return q
    .join(clienteT.as('c'), c.id, p.clienteId)
    .join(ramoT.as('ra'), ra.id, p.ramoId)
    .join(monedaCatalogoT.as('mc'), mc.id, p.monedaId)
    .leftJoin(aseguradoraT.as('a'), a.id, p.aseguradoraId)
    .leftJoin(monedaT.as('m'), m.monedaId, p.monedaId);
}

/** Line, payment form and currency, as the policy and receipt reports filter them. */
export function filtrarComunes(q: Knex.QueryBuilder, f: FiltrosComunes): Knex.QueryBuilder {
  if (f.ramo !== undefined) q.where(p.ramoId, f.ramo);
  if (f.formaPago !== undefined) q.where(p.formaPago, f.formaPago);
  if (f.moneda !== undefined) q.where(p.monedaId, f.moneda);
  return q;
}

/** The columns every grouping reads from a filtered query: line, status, insurer and premium in pesos. */
export function columnasDeGrupo(trx: Knex.Transaction, status: string, prima: string): Knex.Raw[] {
  return [
    trx.raw(`${p.ramoId}::text as ramo_clave`),
    trx.raw(`${ra.nombre} as ramo_nombre`),
    trx.raw(`${status} as status`),
    trx.raw(`coalesce(${a.abreviacion}, '') as aseguradora`),
    trx.raw(`${centavosEnPesos(prima)} as prima`),
  ];
}

interface FilaDeGrupo {
  conjunto: number;
  clave: string;
  nombre: string;
  cantidad: string | number;
  prima: string | number;
}

/**
 * The Ramos, Estatus and Aseguradoras tabs of a query selecting columnasDeGrupo, in one scan
 * (grouping sets), and the rows they count: every row falls in exactly one line.
 */
export async function grupos(trx: Knex.Transaction, base: Knex.QueryBuilder, nombreStatus: (s: string) => string): Promise<GruposInforme & { total: number }> {
  const filas: FilaDeGrupo[] = await trx
    .from(base.clone().as('b'))
    .select(
      trx.raw(`grouping(ramo_clave, status, aseguradora)::int as conjunto`),
      trx.raw(`coalesce(ramo_clave, status, aseguradora) as clave`),
      trx.raw(`case when grouping(ramo_clave) = 0 then min(ramo_nombre) else coalesce(status, aseguradora) end as nombre`),
      trx.raw(`count(*)::int8 as cantidad`),
      trx.raw(`coalesce(sum(prima), 0)::int8 as prima`),
    )
    .groupByRaw(`grouping sets ((ramo_clave), (status), (aseguradora))`);
  // grouping(ramo_clave, status, aseguradora) is a bit mask of the columns *not* grouped: 0b011 ramo, 0b101 status, 0b110 aseguradora.
  const de = (conjunto: number): GrupoInforme[] =>
    filas
      .filter((f) => f.conjunto === conjunto)
      .map((f) => ({ clave: f.clave, nombre: f.nombre || 'Sin aseguradora', cantidad: Number(f.cantidad), prima: Number(f.prima) }))
      .sort((x, y) => y.cantidad - x.cantidad || (x.clave < y.clave ? -1 : x.clave > y.clave ? 1 : 0));
  const ramos = de(0b011);
  return {
    ramos,
    estatus: de(0b101).map((g) => ({ ...g, nombre: nombreStatus(g.clave) })),
    aseguradoras: de(0b110),
    total: ramos.reduce((n, g) => n + g.cantidad, 0),
  };
}

/** One page of a filtered query and its total rows (counted by `conteo`, or already known). */
export async function paginar<T>(trx: Knex.Transaction, filas: Knex.QueryBuilder, conteo: Knex.QueryBuilder | number, { page, size }: Pagina) {
  const totalItems = typeof conteo === 'number' ? conteo : Number((await trx.from(conteo.as('t')).count({ n: '*' }).first())?.n ?? 0);
  const items = (await filas
    .clone()
    .limit(size)
    .offset((page - 1) * size)) as T[];
  return { items, totalItems, currentPage: page, totalPages: Math.max(1, Math.ceil(totalItems / size)), pageSize: size };
}
