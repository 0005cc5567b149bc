import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * E-mail templates of each agent (spec 01 §3 E-mail template; docs/adr/029-comunicacion.md). The
 * event is a code of the plugin's static catalogue (1 póliza, 2 recibo, 3 renovación, 4 cliente);
 * the body is HTML already sanitised on save. Frozen text: imports no plugin code.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('correo_modelos', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.string('nombre', 100).notNullable();
    t.smallint('correo_evento_id').notNullable();
    t.string('cuenta_from', 100);
    t.string('cuenta_cc', 100);
    t.string('cuenta_ccb', 100);
    t.string('asunto', 100).notNullable();
    t.text('cuerpo').notNullable().defaultTo('');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table correo_modelos add constraint correo_modelos_evento_ck check (correo_evento_id between 1 and 4)`);
  await knex.raw(`create index correo_modelos_evento_idx on correo_modelos (agente_id, correo_evento_id)`);
  await knex.raw(`comment on table correo_modelos is 'Plantillas de correo del agente por evento, con campos @ que la traducción llena (docs/adr/029-comunicacion.md)'`);
  await knex.raw(`comment on column correo_modelos.correo_evento_id is 'Evento del catálogo del plugin comunicacion: 1 póliza, 2 recibo, 3 renovación, 4 cliente'`);
  await knex.raw(`comment on column correo_modelos.cuenta_ccb is 'Copia oculta (CCO) que propone el formulario de envío'`);
  await knex.raw(`comment on column correo_modelos.cuerpo is 'HTML sanitizado al guardar (sanitize-html): sin scripts, eventos, javascript: ni estilos remotos'`);
  await enableTenantIsolation(knex, 'correo_modelos');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'correo_modelos');
  await knex.schema.dropTableIfExists('correo_modelos');
}
