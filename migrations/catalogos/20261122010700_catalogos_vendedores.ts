import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** The agent's sellers, linked to policies and tasks (spec 03 §3 Seller). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vendedores', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.string('nombres', 200).notNullable();
    t.string('ap_pat', 60).notNullable();
    t.string('ap_mat', 60).notNullable();
    t.string('sexo', 6).notNullable();
    t.string('rfc', 13).notNullable();
    t.string('correo', 100).notNullable();
    t.string('telefono', 15).notNullable();
    t.string('status', 10).notNullable().defaultTo('activo');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table vendedores add constraint vendedores_sexo_ck check (sexo in ('hombre', 'mujer'))`);
  await knex.raw(`alter table vendedores add constraint vendedores_status_ck check (status in ('activo', 'inactivo'))`);
  // A seller who was deleted (inactivo) frees his RFC and e-mail for a new record.
  await knex.raw(`create unique index vendedores_rfc_uq on vendedores (agente_id, rfc) where status = 'activo'`);
  await knex.raw(`create unique index vendedores_correo_uq on vendedores (agente_id, lower(correo)) where status = 'activo'`);
  await knex.raw(`comment on table vendedores is 'Vendedores del agente, a quienes se asignan pólizas y tareas'`);
  await knex.raw(`comment on column vendedores.status is 'activo; inactivo: eliminado desde la API, se conserva para las pólizas y tareas que lo nombran y ya no se edita'`);
  await enableTenantIsolation(knex, 'vendedores');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'vendedores');
  await knex.schema.dropTable('vendedores');
}
