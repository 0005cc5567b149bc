import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** The currencies catalogue every agent chooses from and each agent's configured currencies (spec 01 §3, §9). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('monedas_catalogo', (t) => {
    t.integer('id').primary();
    t.string('abreviacion', 5).notNullable().unique();
    t.string('moneda', 60).notNullable();
  });
  await knex.raw(`comment on table monedas_catalogo is 'Monedas que un agente puede configurar (código ISO 4217; UDI es la unidad de inversión de Banxico)'`);
  await knex('monedas_catalogo').insert([
    { id: 1, abreviacion: 'MXN', moneda: 'Peso mexicano' },
    { id: 2, abreviacion: 'USD', moneda: 'Dólar estadounidense' },
    { id: 3, abreviacion: 'EUR', moneda: 'Euro' },
    { id: 4, abreviacion: 'UDI', moneda: 'Unidad de inversión' },
  ]);
  await knex.raw(`revoke insert, update, delete, truncate on monedas_catalogo from ${APP_ROLE}`);

  await knex.schema.createTable('monedas', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.integer('moneda_id').notNullable().references('id').inTable('monedas_catalogo');
    t.decimal('tipo_cambio', 12, 2).notNullable().defaultTo(0);
    t.string('formato', 12).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['agente_id', 'moneda_id']);
  });
  await knex.raw(`alter table monedas add constraint monedas_tipo_cambio_ck check (tipo_cambio >= 0)`);
  await knex.raw(`alter table monedas add constraint monedas_formato_ck check (formato in ('###,##0.00', '###.##0,00'))`);
  await knex.raw(`comment on table monedas is 'Monedas configuradas por el agente; el peso mexicano (tipo de cambio 1.00) se agrega solo y no se elimina'`);
  await knex.raw(`comment on column monedas.tipo_cambio is 'Pesos mexicanos por unidad de la moneda'`);
  await knex.raw(`comment on column monedas.formato is 'Formato de montos: ###,##0.00 (punto decimal) o ###.##0,00 (coma decimal)'`);
  await enableTenantIsolation(knex, 'monedas');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'monedas');
  await knex.schema.dropTable('monedas');
  await knex.schema.dropTable('monedas_catalogo');
}
