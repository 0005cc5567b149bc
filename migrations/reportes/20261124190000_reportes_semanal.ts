import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * The weekly report by e-mail (docs/adr/027-semanal-y-calendario.md): whether the agent wants it,
 * and one row per (agent, week) sent, whose primary key is the claim that makes the Monday job send
 * once however many instances run it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reportes_semanal_ajustes', (t) => {
    t.integer('agente_id').primary().references('id').inTable('agentes').onDelete('CASCADE');
    t.boolean('activo').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on table reportes_semanal_ajustes is 'Si el agente recibe el reporte semanal por correo cada lunes a las 08:00 (hora de la Ciudad de México)'`);
  await knex.raw(`comment on column reportes_semanal_ajustes.activo is 'El agente pidió el reporte semanal por correo'`);
  await knex.raw(`create index reportes_semanal_ajustes_activo_ix on reportes_semanal_ajustes (agente_id) where activo`);
  await enableTenantIsolation(knex, 'reportes_semanal_ajustes');

  await knex.schema.createTable('reportes_semanal_envios', (t) => {
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE');
    t.date('semana').notNullable();
    t.string('correo', 254).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['agente_id', 'semana']);
  });
  await knex.raw(
    `comment on table reportes_semanal_envios is 'Reportes semanales enviados: la llave (agente, semana) reserva el envío, así se manda una sola vez aunque corran varias instancias'`,
  );
  await knex.raw(`comment on column reportes_semanal_envios.semana is 'Lunes de la semana del reporte'`);
  await knex.raw(`comment on column reportes_semanal_envios.correo is 'A quién se envió'`);
  await enableTenantIsolation(knex, 'reportes_semanal_envios');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'reportes_semanal_envios');
  await knex.schema.dropTable('reportes_semanal_envios');
  await disableTenantIsolation(knex, 'reportes_semanal_ajustes');
  await knex.schema.dropTable('reportes_semanal_ajustes');
}
