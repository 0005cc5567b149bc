import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * The portfolio summary's running totals (docs/adr/018-resumen-cartera.md). Statement-level triggers
 * with transition tables keep them in step with every write to policies and receipts — set-based, so
 * a bulk import pays one aggregate per statement, not one per row. `cartera_resumen_reconstruir()`
 * recomputes the visible agent's totals from scratch (the migration's backfill, and the check).
 * 20261122050200 regrouped the totals with the functions below; 20261124000400 moved them onto core's
 * change mechanism. Frozen text: the SQL is written out here as it ran (it was imported from the
 * plugin before), so the plugin's code never changes what this migration does.
 */

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

/**
 * The relations the statements read besides the transition tables: the tables themselves when this
 * migration ran; the owners' published views since 20261124000400.
 */
export interface Fuentes {
  polizas: string;
  recibos: string;
  clientes: string;
}

const TABLAS: Fuentes = { polizas: 'polizas', recibos: 'recibos', clientes: 'clientes' };

/** What one set of receipt rows (`fuente`, with a sign column s) adds to the totals. */
function aporteRecibos(c: Cubetas, fuente: string, f: Fuentes): string {
  return aporteDeRecibos(c, `${fuente} r join ${f.polizas} p on p.id = r.poliza_id`, 'r.s');
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
function aporteRecibosDePolizas(c: Cubetas, fuente: string, f: Fuentes): string {
  return aporteDeRecibos(c, `${fuente} p join ${f.recibos} r on r.poliza_id = p.id`, 'p.s');
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

/** The statements of one table's changes: on insert, update and delete. */
export interface Sentencias {
  ins: string;
  upd: string;
  del: string;
}

/** What each table's writes add to the totals, and the from-scratch rebuild's body, reading `f`. */
export function sentenciasResumen(c: Cubetas, f: Fuentes): { recibos: Sentencias; polizas: Sentencias; clientes: Sentencias; reconstruir: string } {
  const recibos = (fuente: string) => aporteRecibos(c, fuente, f);
  const polizas = (fuente: string) => aportePolizas(c, fuente);
  const completo = [polizas(con(f.polizas, 1)), recibos(con(f.recibos, 1)), ...(c.clientes ? [aporteClientes(con(f.clientes, 1))] : [])];
  return {
    recibos: { ins: sumar(recibos(con('nuevos', 1))), del: sumar(recibos(con('viejos', -1))), upd: sumar(`${recibos(con('viejos', -1))} union all ${recibos(con('nuevos', 1))}`) },
    polizas: {
      ins: sumar(polizas(con('nuevos', 1))),
      del: sumar(polizas(con('viejos', -1))),
      upd: `${sumar(`${polizas(con('viejos', -1))} union all ${polizas(con('nuevos', 1))}`)};
        ${sumar(aporteRecibosDePolizas(c, `(${POLIZAS_CAMBIADAS})`, f))}`,
    },
    clientes: {
      ins: sumar(aporteClientes(con('nuevos', 1))),
      del: sumar(aporteClientes(con('viejos', -1))),
      upd: sumar(`${aporteClientes(con('viejos', -1))} union all ${aporteClientes(con('nuevos', 1))}`),
    },
    reconstruir: `delete from resumen_cartera;
      ${sumar(completo.join(' union all '))}`,
  };
}

/** A statement trigger function running `s` for its event. */
const funcionDisparador = (nombre: string, s: Sentencias) => `
    create or replace function ${nombre}() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${s.ins};
      elsif tg_op = 'DELETE' then ${s.del};
      else
        ${s.upd};
      end if;
      return null;
    end $$`;

/** The from-scratch rebuild, for the agent(s) the caller sees: the migrations' backfill and the consistency check. */
export async function definirReconstruccion(knex: Knex, cuerpo: string): Promise<void> {
  await knex.raw(`
    create or replace function cartera_resumen_reconstruir() returns void language plpgsql as $$
    begin
      ${cuerpo};
    end $$`);
  await knex.raw(`comment on function cartera_resumen_reconstruir() is 'Recalcula desde cero los totales de resumen_cartera de los agentes visibles para quien la llama'`);
}

/**
 * (Re)defines the trigger functions and the rebuild with these buckets over the tables. It does not
 * rebuild: the caller runs `select cartera_resumen_reconstruir()` once the table is ready for them.
 */
export async function definirFuncionesResumen(knex: Knex, c: Cubetas): Promise<void> {
  const s = sentenciasResumen(c, TABLAS);
  await knex.raw(funcionDisparador('cartera_resumen_recibos', s.recibos));
  await knex.raw(funcionDisparador('cartera_resumen_polizas', s.polizas));
  if (c.clientes) await knex.raw(funcionDisparador('cartera_resumen_clientes', s.clientes));
  await definirReconstruccion(knex, s.reconstruir);
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

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('resumen_cartera', (t) => {
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE');
    t.string('indicador', 12).notNullable();
    t.smallint('ramo_id').notNullable();
    t.smallint('moneda_id').notNullable();
    t.date('fecha').notNullable();
    t.integer('cantidad').notNullable();
    t.decimal('prima', 16, 2).notNullable();
    t.primary(['agente_id', 'indicador', 'ramo_id', 'moneda_id', 'fecha']);
  });
  await knex.raw(`alter table resumen_cartera add constraint resumen_cartera_indicador_ck check (indicador in ('vigentes', 'por_renovar', 'pendientes', 'pagos', 'emision'))`);
  await knex.raw(
    `comment on table resumen_cartera is 'Totales del resumen de cartera por agente, indicador, ramo, moneda y día; los mantienen disparadores sobre polizas y recibos (docs/adr/018-resumen-cartera.md)'`,
  );
  await knex.raw(
    `comment on column resumen_cartera.indicador is 'vigentes y por_renovar: pólizas vigentes (sin renovar) por fin de vigencia; pendientes: recibos pendientes de pólizas vigentes por vencimiento; pagos: recibos pagados por fecha de pago (prima neta en pesos con su tipo de cambio); emision: prima neta de pólizas no eliminadas por inicio de vigencia, en su moneda'`,
  );
  await knex.raw(`comment on column resumen_cartera.moneda_id is 'Moneda del catálogo para emision; 0 en los demás indicadores'`);
  await enableTenantIsolation(knex, 'resumen_cartera');

  await definirFuncionesResumen(knex, CUBETAS_POR_DIA);
  for (const tabla of ['recibos', 'polizas']) {
    const fn = `cartera_resumen_${tabla}`;
    await knex.raw(`create trigger ${tabla}_resumen_ins after insert on ${tabla} referencing new table as nuevos for each statement execute function ${fn}()`);
    await knex.raw(`create trigger ${tabla}_resumen_upd after update on ${tabla} referencing old table as viejos new table as nuevos for each statement execute function ${fn}()`);
    await knex.raw(`create trigger ${tabla}_resumen_del after delete on ${tabla} referencing old table as viejos for each statement execute function ${fn}()`);
  }

  await knex.raw(`select cartera_resumen_reconstruir()`);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of ['recibos', 'polizas']) {
    for (const evento of ['ins', 'upd', 'del']) await knex.raw(`drop trigger ${tabla}_resumen_${evento} on ${tabla}`);
  }
  await knex.raw(`drop function cartera_resumen_reconstruir()`);
  await knex.raw(`drop function cartera_resumen_polizas()`);
  await knex.raw(`drop function cartera_resumen_recibos()`);
  await disableTenantIsolation(knex, 'resumen_cartera');
  await knex.schema.dropTable('resumen_cartera');
}
