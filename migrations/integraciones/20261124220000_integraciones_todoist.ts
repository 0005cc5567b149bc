import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Integrations (docs/adr/034-integraciones-todoist.md): each agent's parameters per application
 * (sensible ones encrypted by the server before they get here), and the Todoist tasks linked to
 * policies and receipts — one per policy's renewal and one per receipt, which the database itself
 * enforces. References are composite — (agente_id, x_id) → x(agente_id, id), as polizas does — so a
 * link never names another agent's policy. Frozen text: imports no plugin code.
 */

const TABLAS = ['integraciones_parametros', 'todoist_tareas'];

function tenant(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('integraciones_parametros', (t) => {
    tenant(t);
    t.string('aplicacion', 30).notNullable();
    t.string('parametro', 50).notNullable();
    t.text('valor').notNullable();
    t.boolean('sensible').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['agente_id', 'aplicacion', 'parametro'], { indexName: 'integraciones_parametros_uq' });
  });
  await knex.raw(`comment on table integraciones_parametros is 'Parámetros de cada agente para cada aplicación integrada (token de Todoist, días de aviso)'`);
  await knex.raw(`comment on column integraciones_parametros.aplicacion is 'TODOIST; los conectores de portales se agregan con sus propios parámetros'`);
  await knex.raw(`comment on column integraciones_parametros.valor is 'El valor; si es sensible, cifrado (AES-256-GCM, v1:iv:tag:datos) y nunca se responde sin enmascarar'`);

  await knex.schema.createTable('todoist_tareas', (t) => {
    tenant(t);
    t.string('tipo', 6).notNullable();
    t.integer('poliza_id').notNullable();
    t.integer('recibo_id');
    t.string('todoist_id', 64).notNullable();
    t.string('contenido', 500).notNullable();
    t.date('vencimiento').notNullable();
    t.string('url', 300).notNullable();
    t.timestamp('cerrada_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table todoist_tareas add constraint todoist_tareas_tipo_ck check ((tipo = 'POLIZA' and recibo_id is null) or (tipo = 'RECIBO' and recibo_id is not null))`);
  await knex.raw(`alter table todoist_tareas add constraint todoist_tareas_poliza_id_fk foreign key (agente_id, poliza_id) references polizas (agente_id, id) on delete cascade`);
  await knex.raw(`alter table todoist_tareas add constraint todoist_tareas_recibo_id_fk foreign key (agente_id, recibo_id) references recibos (agente_id, id) on delete cascade`);
  // Never two tasks for one renewal or one receipt (the service inserts with `on conflict do nothing`).
  await knex.raw(`create unique index todoist_tareas_poliza_uq on todoist_tareas (agente_id, poliza_id) where tipo = 'POLIZA'`);
  await knex.raw(`create unique index todoist_tareas_recibo_uq on todoist_tareas (agente_id, recibo_id) where tipo = 'RECIBO'`);
  await knex.raw(`create index todoist_tareas_poliza_idx on todoist_tareas (agente_id, poliza_id)`);
  await knex.raw(`comment on table todoist_tareas is 'Tareas de Todoist ligadas a la renovación de una póliza (POLIZA) o al vencimiento de un recibo (RECIBO)'`);
  await knex.raw(`comment on column todoist_tareas.todoist_id is 'El id de la tarea en Todoist'`);
  await knex.raw(`comment on column todoist_tareas.vencimiento is 'Fecha de vencimiento de la tarea en Todoist'`);
  await knex.raw(`comment on column todoist_tareas.cerrada_at is 'Cuándo Cartera supo que la tarea se completó (al cerrarla o al consultar Todoist); nulo si sigue abierta'`);

  for (const tabla of TABLAS) await enableTenantIsolation(knex, tabla);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of [...TABLAS].reverse()) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTable(tabla);
  }
}
