import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * The portfolio summary's running totals (docs/adr/018-resumen-cartera.md). Statement-level triggers
 * with transition tables keep them in step with every write to policies and receipts — set-based, so
 * a bulk import pays one aggregate per statement, not one per row. `cartera_resumen_reconstruir()`
 * recomputes the visible agent's totals from scratch (the migration's backfill, and the check).
 */

/** What one set of receipt rows (`fuente`, with a sign column s) adds to the totals. */
const APORTE_RECIBOS = (fuente: string) => `
  select x.agente_id, 'pendientes' as indicador, p.ramo_id, 0 as moneda_id, x.fec_vence as fecha, sum(x.s) as cantidad, 0 as prima
    from ${fuente} x join polizas p on p.id = x.poliza_id
   where x.status = 'pendiente' and p.status = 'vigente'
   group by x.agente_id, p.ramo_id, x.fec_vence
  union all
  select x.agente_id, 'pagos', p.ramo_id, 0, x.fec_pago, sum(x.s), sum(x.s * round(x.prima * coalesce(x.tipo_cambio, 1), 2))
    from ${fuente} x join polizas p on p.id = x.poliza_id
   where x.status = 'pagado' and p.status <> 'eliminada'
   group by x.agente_id, p.ramo_id, x.fec_pago`;

/** What one set of policy rows adds: in-force counts by end date, and emission by start date. */
const APORTE_POLIZAS = (fuente: string) => `
  select x.agente_id, 'vigentes' as indicador, x.ramo_id, 0 as moneda_id, x.fecha_vigencia_a as fecha, sum(x.s) as cantidad, 0 as prima
    from ${fuente} x where x.status = 'vigente' group by x.agente_id, x.ramo_id, x.fecha_vigencia_a
  union all
  select x.agente_id, 'por_renovar', x.ramo_id, 0, x.fecha_vigencia_a, sum(x.s), 0
    from ${fuente} x where x.status = 'vigente' and x.poliza_id_renovo is null group by x.agente_id, x.ramo_id, x.fecha_vigencia_a
  union all
  select x.agente_id, 'emision', x.ramo_id, x.moneda_id, x.fecha_vigencia_de, sum(x.s), sum(x.s * x.prima)
    from ${fuente} x where x.status <> 'eliminada' group by x.agente_id, x.ramo_id, x.moneda_id, x.fecha_vigencia_de`;

/**
 * What a policy's receipts add given the policy's status, line and currency (`fuente` holds policy
 * rows with a sign): a close, reactivation or line change moves all of them at once.
 */
const APORTE_RECIBOS_DE_POLIZAS = (fuente: string) => `
  select r.agente_id, 'pendientes' as indicador, v.ramo_id, 0 as moneda_id, r.fec_vence as fecha, sum(v.s) as cantidad, 0 as prima
    from ${fuente} v join recibos r on r.poliza_id = v.id
   where r.status = 'pendiente' and v.status = 'vigente'
   group by r.agente_id, v.ramo_id, r.fec_vence
  union all
  select r.agente_id, 'pagos', v.ramo_id, 0, r.fec_pago, sum(v.s), sum(v.s * round(r.prima * coalesce(r.tipo_cambio, 1), 2))
    from ${fuente} v join recibos r on r.poliza_id = v.id
   where r.status = 'pagado' and v.status <> 'eliminada'
   group by r.agente_id, v.ramo_id, r.fec_pago`;

/** Adds the (signed) contributions, netted per key; rows of a deleted agent (a cascade) are skipped. */
const SUMAR = (aportes: string) => `
  insert into resumen_cartera as t (agente_id, indicador, ramo_id, moneda_id, fecha, cantidad, prima)
  select a.agente_id, a.indicador, a.ramo_id, a.moneda_id, a.fecha, sum(a.cantidad), sum(a.prima)
    from (${aportes}) a
   where a.fecha is not null and exists (select 1 from agentes g where g.id = a.agente_id)
   group by a.agente_id, a.indicador, a.ramo_id, a.moneda_id, a.fecha
  having sum(a.cantidad) <> 0 or sum(a.prima) <> 0
  on conflict (agente_id, indicador, ramo_id, moneda_id, fecha)
  do update set cantidad = t.cantidad + excluded.cantidad, prima = t.prima + excluded.prima`;

const con = (tabla: string, signo: number) => `(select *, ${signo} as s from ${tabla})`;
const ambos = (tabla: 'recibos' | 'polizas') =>
  tabla === 'recibos' ? `${APORTE_RECIBOS(con('viejos', -1))} union all ${APORTE_RECIBOS(con('nuevos', 1))}` : `${APORTE_POLIZAS(con('viejos', -1))} union all ${APORTE_POLIZAS(con('nuevos', 1))}`;

/** Policies whose status, line or currency changed move their receipts' contributions. */
const POLIZAS_CAMBIADAS = `
  (select v.*, -1 as s from viejos v join nuevos n on n.id = v.id where (v.status, v.ramo_id, v.moneda_id) is distinct from (n.status, n.ramo_id, n.moneda_id))
  union all
  (select n.*, 1 as s from nuevos n join viejos v on v.id = n.id where (v.status, v.ramo_id, v.moneda_id) is distinct from (n.status, n.ramo_id, n.moneda_id))`;

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
  await knex.raw(`comment on table resumen_cartera is 'Totales del resumen de cartera por agente, indicador, ramo, moneda y día; los mantienen disparadores sobre polizas y recibos (docs/adr/018-resumen-cartera.md)'`);
  await knex.raw(`comment on column resumen_cartera.indicador is 'vigentes y por_renovar: pólizas vigentes (sin renovar) por fin de vigencia; pendientes: recibos pendientes de pólizas vigentes por vencimiento; pagos: recibos pagados por fecha de pago (prima neta en pesos con su tipo de cambio); emision: prima neta de pólizas no eliminadas por inicio de vigencia, en su moneda'`);
  await knex.raw(`comment on column resumen_cartera.moneda_id is 'Moneda del catálogo para emision; 0 en los demás indicadores'`);
  await enableTenantIsolation(knex, 'resumen_cartera');

  await knex.raw(`
    create function cartera_resumen_recibos() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${SUMAR(APORTE_RECIBOS(con('nuevos', 1)))};
      elsif tg_op = 'DELETE' then ${SUMAR(APORTE_RECIBOS(con('viejos', -1)))};
      else ${SUMAR(ambos('recibos'))};
      end if;
      return null;
    end $$`);
  await knex.raw(`
    create function cartera_resumen_polizas() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${SUMAR(APORTE_POLIZAS(con('nuevos', 1)))};
      elsif tg_op = 'DELETE' then ${SUMAR(APORTE_POLIZAS(con('viejos', -1)))};
      else
        ${SUMAR(ambos('polizas'))};
        ${SUMAR(APORTE_RECIBOS_DE_POLIZAS(`(${POLIZAS_CAMBIADAS})`))};
      end if;
      return null;
    end $$`);
  for (const tabla of ['recibos', 'polizas']) {
    const fn = `cartera_resumen_${tabla}`;
    await knex.raw(`create trigger ${tabla}_resumen_ins after insert on ${tabla} referencing new table as nuevos for each statement execute function ${fn}()`);
    await knex.raw(`create trigger ${tabla}_resumen_upd after update on ${tabla} referencing old table as viejos new table as nuevos for each statement execute function ${fn}()`);
    await knex.raw(`create trigger ${tabla}_resumen_del after delete on ${tabla} referencing old table as viejos for each statement execute function ${fn}()`);
  }

  // From scratch, for the agent(s) the caller sees: the backfill below and the consistency check.
  await knex.raw(`
    create function cartera_resumen_reconstruir() returns void language plpgsql as $$
    begin
      delete from resumen_cartera;
      ${SUMAR(`${APORTE_POLIZAS(con('polizas', 1))} union all ${APORTE_RECIBOS(con('recibos', 1))}`)};
    end $$`);
  await knex.raw(`comment on function cartera_resumen_reconstruir() is 'Recalcula desde cero los totales de resumen_cartera de los agentes visibles para quien la llama'`);
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
