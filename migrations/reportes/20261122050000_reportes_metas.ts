import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** Production goals (spec 02 §2.11, §3 Goal). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('metas', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.integer('aseguradora_id');
    t.smallint('anio').notNullable();
    t.smallint('mes').notNullable();
    t.smallint('modelo').notNullable();
    t.integer('polizas').notNullable().defaultTo(0);
    t.decimal('primas', 14, 2).notNullable().defaultTo(0);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table metas add constraint metas_mes_ck check (mes between 0 and 12)`);
  await knex.raw(`alter table metas add constraint metas_modelo_ck check (modelo in (0, 1, 3, 5, 7))`);
  await knex.raw(`alter table metas add constraint metas_valores_ck check (polizas >= 0 and primas >= 0)`);
  // One goal per insurer (or all), year, month (or the year) and line (or the whole portfolio).
  await knex.raw(`create unique index metas_periodo_uq on metas (agente_id, coalesce(aseguradora_id, 0), anio, mes, modelo)`);
  await knex.raw(`comment on table metas is 'Metas de producción del agente: pólizas y prima neta por periodo, ramo y aseguradora'`);
  await knex.raw(`comment on column metas.aseguradora_id is 'Aseguradora de la meta (predefinida o propia, ADR 010); nulo = todas'`);
  await knex.raw(`comment on column metas.mes is '1 a 12 para una meta mensual; 0 para la meta anual'`);
  await knex.raw(`comment on column metas.modelo is 'Ramo (1 Auto, 3 Salud, 5 Vida, 7 Diversos); 0 = toda la cartera'`);
  await knex.raw(`comment on column metas.primas is 'Prima neta objetivo, en pesos'`);
  await enableTenantIsolation(knex, 'metas');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'metas');
  await knex.schema.dropTable('metas');
}
