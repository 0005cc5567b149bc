import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** The agent's company profile, shown on quotations (spec 03 §3 Company); at most one per agent. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('empresas', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().unique().references('id').inTable('agentes').onDelete('CASCADE');
    t.string('razon_social', 300).notNullable();
    t.string('rfc', 13);
    t.string('direccion', 500);
    t.string('tel1', 15).notNullable();
    t.string('tel2', 15);
    t.string('correo1', 100).notNullable();
    t.string('correo2', 100);
    t.string('facebook', 500);
    t.string('youtube', 500);
    t.string('tiktok', 500);
    t.string('twitter', 500);
    t.string('web', 500);
    t.string('logo_url', 500);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on table empresas is 'Datos de la empresa del agente que ven sus clientes en las cotizaciones; uno por agente'`);
  await knex.raw(`comment on column empresas.logo_url is 'Dirección devuelta por la subida del logo al almacenamiento (bucket empresa)'`);
  await enableTenantIsolation(knex, 'empresas');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'empresas');
  await knex.schema.dropTable('empresas');
}
