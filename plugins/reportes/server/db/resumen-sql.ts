import type { Knex } from 'knex';

/**
 * The SQL of the summary's running totals (docs/adr/018-resumen-cartera.md): what a set of policy or
 * receipt rows adds to `resumen_cartera`, the trigger functions that add it on every write, and the
 * from-scratch rebuild. The migrations create these functions from here; `Cubetas` says on which
 * date each indicator is kept, so a later migration can regroup the totals without restating them.
 */

/** The `fecha` a row is kept under, from the SQL of the row's own date. */
export interface Cubetas {
  /** In-force counts, from fecha_vigencia_a. */
  vigentes(fecha: string): string;
  /** Paid premiums, from fec_pago. */
  pagos(fecha: string): string;
  /** Emission, from fecha_vigencia_de. */
  emision(fecha: string): string;
  /** Whether active clients are counted too (indicador 'clientes', kept by a trigger on clientes). */
  clientes: boolean;
}

/**
 * What receipts add, each joined to its policy (`desde` names them r and p): pending ones of
 * in-force policies by due date, paid ones of non-deleted policies by payment. `signo` is the sign
 * column of whichever side the statement changed.
 */
function aporteDeRecibos(c: Cubetas, desde: string, signo: string): string {
  return `
  select r.agente_id, 'pendientes' as indicador, p.ramo_id, 0 as moneda_id, r.fec_vence as fecha, sum(${signo}) as cantidad, 0 as prima
    from ${desde}
   where r.status = 'pendiente' and p.status = 'vigente'
   group by r.agente_id, p.ramo_id, r.fec_vence
  union all
  select r.agente_id, 'pagos', p.ramo_id, 0, ${c.pagos('r.fec_pago')}, sum(${signo}), sum(${signo} * round(r.prima * coalesce(r.tipo_cambio, 1), 2))
    from ${desde}
   where r.status = 'pagado' and p.status <> 'eliminada'
   group by r.agente_id, p.ramo_id, ${c.pagos('r.fec_pago')}`;
}

/** What one set of receipt rows (`fuente`, with a sign column s) adds to the totals. */
function aporteRecibos(c: Cubetas, fuente: string): string {
  return aporteDeRecibos(c, `${fuente} r join polizas p on p.id = r.poliza_id`, 'r.s');
}

/** What one set of policy rows adds: in-force counts, to renew by end date, and emission. */
function aportePolizas(c: Cubetas, fuente: string): string {
  return `
  select x.agente_id, 'vigentes' as indicador, x.ramo_id, 0 as moneda_id, ${c.vigentes('x.fecha_vigencia_a')} as fecha, sum(x.s) as cantidad, 0 as prima
    from ${fuente} x where x.status = 'vigente' group by x.agente_id, x.ramo_id, ${c.vigentes('x.fecha_vigencia_a')}
  union all
  select x.agente_id, 'por_renovar', x.ramo_id, 0, x.fecha_vigencia_a, sum(x.s), 0
    from ${fuente} x where x.status = 'vigente' and x.poliza_id_renovo is null group by x.agente_id, x.ramo_id, x.fecha_vigencia_a
  union all
  select x.agente_id, 'emision', x.ramo_id, x.moneda_id, ${c.emision('x.fecha_vigencia_de')}, sum(x.s), sum(x.s * x.prima)
    from ${fuente} x where x.status <> 'eliminada' group by x.agente_id, x.ramo_id, x.moneda_id, ${c.emision('x.fecha_vigencia_de')}`;
}

/**
 * What a policy's receipts add given the policy's status, line and currency (`fuente` holds policy
 * rows with a sign): a close, reactivation or line change moves all of them at once.
 */
function aporteRecibosDePolizas(c: Cubetas, fuente: string): string {
  return aporteDeRecibos(c, `${fuente} p join recibos r on r.poliza_id = p.id`, 'p.s');
}

/** What one set of client rows adds: active clients, under no line, currency or date. */
function aporteClientes(fuente: string): string {
  return `
  select x.agente_id, 'clientes' as indicador, 0 as ramo_id, 0 as moneda_id, '-infinity'::date as fecha, sum(x.s) as cantidad, 0 as prima
    from ${fuente} x where x.status = 'activo' group by x.agente_id`;
}

/** Adds the (signed) contributions, netted per key; rows of a deleted agent (a cascade) are skipped. */
const sumar = (aportes: string) => `
  insert into resumen_cartera as t (agente_id, indicador, ramo_id, moneda_id, fecha, cantidad, prima)
  select a.agente_id, a.indicador, a.ramo_id, a.moneda_id, a.fecha, sum(a.cantidad), sum(a.prima)
    from (${aportes}) a
   where a.fecha is not null and exists (select 1 from agentes g where g.id = a.agente_id)
   group by a.agente_id, a.indicador, a.ramo_id, a.moneda_id, a.fecha
  having sum(a.cantidad) <> 0 or sum(a.prima) <> 0
  on conflict (agente_id, indicador, ramo_id, moneda_id, fecha)
  do update set cantidad = t.cantidad + excluded.cantidad, prima = t.prima + excluded.prima`;

const con = (tabla: string, signo: number) => `(select *, ${signo} as s from ${tabla})`;

/** Policies whose status, line or currency changed move their receipts' contributions. */
const POLIZAS_CAMBIADAS = `
  (select v.*, -1 as s from viejos v join nuevos n on n.id = v.id where (v.status, v.ramo_id, v.moneda_id) is distinct from (n.status, n.ramo_id, n.moneda_id))
  union all
  (select n.*, 1 as s from nuevos n join viejos v on v.id = n.id where (v.status, v.ramo_id, v.moneda_id) is distinct from (n.status, n.ramo_id, n.moneda_id))`;

/**
 * (Re)defines the trigger functions and the rebuild with these buckets. It does not rebuild: the
 * caller runs `select cartera_resumen_reconstruir()` once the table is ready for them.
 */
export async function definirFuncionesResumen(knex: Knex, c: Cubetas): Promise<void> {
  await knex.raw(`
    create or replace function cartera_resumen_recibos() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${sumar(aporteRecibos(c, con('nuevos', 1)))};
      elsif tg_op = 'DELETE' then ${sumar(aporteRecibos(c, con('viejos', -1)))};
      else ${sumar(`${aporteRecibos(c, con('viejos', -1))} union all ${aporteRecibos(c, con('nuevos', 1))}`)};
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create or replace function cartera_resumen_polizas() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${sumar(aportePolizas(c, con('nuevos', 1)))};
      elsif tg_op = 'DELETE' then ${sumar(aportePolizas(c, con('viejos', -1)))};
      else
        ${sumar(`${aportePolizas(c, con('viejos', -1))} union all ${aportePolizas(c, con('nuevos', 1))}`)};
        ${sumar(aporteRecibosDePolizas(c, `(${POLIZAS_CAMBIADAS})`))};
      end if;
      return null;
    end $$`);
  if (c.clientes) {
    await knex.raw(`
      create or replace function cartera_resumen_clientes() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${sumar(aporteClientes(con('nuevos', 1)))};
        elsif tg_op = 'DELETE' then ${sumar(aporteClientes(con('viejos', -1)))};
        else ${sumar(`${aporteClientes(con('viejos', -1))} union all ${aporteClientes(con('nuevos', 1))}`)};
        end if;
        return null;
      end $$`);
  }
  // From scratch, for the agent(s) the caller sees: the migrations' backfill and the consistency check.
  const todo = [aportePolizas(c, con('polizas', 1)), aporteRecibos(c, con('recibos', 1)), ...(c.clientes ? [aporteClientes(con('clientes', 1))] : [])];
  await knex.raw(`
    create or replace function cartera_resumen_reconstruir() returns void language plpgsql as $$
    begin
      delete from resumen_cartera;
      ${sumar(todo.join(' union all '))};
    end $$`);
  await knex.raw(`comment on function cartera_resumen_reconstruir() is 'Recalcula desde cero los totales de resumen_cartera de los agentes visibles para quien la llama'`);
}

/** Each indicator on its own date: the first layout (migration 20261122050100). */
export const CUBETAS_POR_DIA: Cubetas = { vigentes: (f) => f, pagos: (f) => f, emision: (f) => f, clientes: false };

/**
 * What the summary reads: in-force counts and active clients under one date ('-infinity': they have
 * none), payments and emission by calendar month, the windows (pendientes, por_renovar) by day.
 */
export const CUBETAS_COMPACTAS: Cubetas = {
  vigentes: () => `'-infinity'::date`,
  pagos: (f) => `date_trunc('month', ${f})::date`,
  emision: (f) => `date_trunc('month', ${f})::date`,
  clientes: true,
};
