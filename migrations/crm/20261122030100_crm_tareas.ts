import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** The agent's tasks (spec 01 §3 Task, 03 §3 Task as listed). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('tareas', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.string('nombre', 100).notNullable();
    t.string('descripcion', 1000).notNullable();
    t.timestamp('vencimiento', { useTz: true });
    t.string('prioridad', 5).notNullable().defaultTo('media');
    t.string('status', 7).notNullable().defaultTo('abierta');
    t.string('tipo', 10).notNullable().defaultTo('tarea');
    t.integer('vendedor_id').references('id').inTable('vendedores').index();
    t.timestamp('fecha_cierre', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table tareas add constraint tareas_prioridad_ck check (prioridad in ('baja', 'media', 'alta'))`);
  await knex.raw(`alter table tareas add constraint tareas_status_ck check (status in ('abierta', 'cerrada'))`);
  await knex.raw(`alter table tareas add constraint tareas_tipo_ck check (tipo in ('tarea', 'cobranza', 'renovacion', 'cotizacion', 'siniestro', 'llamada', 'visita', 'reunion'))`);
  // The task panel and list read the open tasks in creation order.
  await knex.raw(`create index tareas_abiertas_idx on tareas (agente_id, created_at) where status = 'abierta'`);
  await knex.raw(`comment on table tareas is 'Tareas del agente; created_at es la fecha de la tarea'`);
  await knex.raw(`comment on column tareas.vendedor_id is 'Vendedor del mismo agente (la API lo verifica); los vendedores no se borran, pasan a inactivo'`);
  await knex.raw(`comment on column tareas.fecha_cierre is 'Cuándo pasó a cerrada; vacía mientras está abierta'`);
  await enableTenantIsolation(knex, 'tareas');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'tareas');
  await knex.schema.dropTable('tareas');
}
