import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';
import { CUBETAS_POR_DIA, definirFuncionesResumen } from '../../plugins/reportes/server/db/resumen-sql.ts';

/**
 * The portfolio summary's running totals (docs/adr/018-resumen-cartera.md). Statement-level triggers
 * with transition tables keep them in step with every write to policies and receipts — set-based, so
 * a bulk import pays one aggregate per statement, not one per row. `cartera_resumen_reconstruir()`
 * recomputes the visible agent's totals from scratch (the migration's backfill, and the check).
 * The functions' SQL lives in plugins/reportes/server/db/resumen-sql.ts; 20261122050200 regroups it.
 */

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
