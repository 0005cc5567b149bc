import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Automatic reminders (issue 16, docs/adr/029-comunicacion.md): the rules an agent turns on, and one
 * claim row per (rule, object) that the daily job inserts before it mails, so any number of
 * instances running the same schedule send each reminder once. Frozen text: imports no plugin code.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('recordatorio_reglas', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.string('tipo', 20).notNullable();
    t.smallint('dias').notNullable().defaultTo(0);
    t.integer('correo_modelo_id').notNullable().references('id').inTable('correo_modelos').onDelete('CASCADE');
    t.boolean('activo').notNullable().defaultTo(true);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['agente_id', 'tipo', 'dias']);
  });
  await knex.raw(`alter table recordatorio_reglas add constraint recordatorio_reglas_tipo_ck check (tipo in ('recibo_por_vencer', 'recibo_vencido', 'renovacion', 'cumpleanos'))`);
  await knex.raw(`alter table recordatorio_reglas add constraint recordatorio_reglas_dias_ck check (dias between 0 and 365)`);
  await knex.raw(`comment on table recordatorio_reglas is 'Recordatorios automáticos que el agente activó: tipo, días y plantilla (docs/adr/029-comunicacion.md)'`);
  await knex.raw(`comment on column recordatorio_reglas.dias is 'Días antes del vencimiento o de la renovación, o después del vencimiento; 0 en cumpleaños'`);
  await enableTenantIsolation(knex, 'recordatorio_reglas');

  await knex.schema.createTable('recordatorio_envios', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.integer('regla_id').notNullable().references('id').inTable('recordatorio_reglas').onDelete('CASCADE');
    t.string('clave', 40).notNullable();
    t.string('correo', 100);
    t.date('fecha').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['agente_id', 'regla_id', 'clave']);
  });
  await knex.raw(`comment on table recordatorio_envios is 'Un recordatorio ya reclamado por una regla: se inserta antes de enviarlo, así se envía una sola vez'`);
  await knex.raw(`comment on column recordatorio_envios.clave is 'El objeto recordado: id del recibo o de la póliza; cliente-año en cumpleaños'`);
  await knex.raw(`comment on column recordatorio_envios.correo is 'A quién se envió; nulo si el cliente no tenía correo'`);
  await enableTenantIsolation(knex, 'recordatorio_envios');
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of ['recordatorio_envios', 'recordatorio_reglas']) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTableIfExists(tabla);
  }
}
