import type { Knex } from 'knex';

/**
 * A task may belong to a record of another plugin (issue 18: a client, a policy), as the log and the
 * attachments do (docs/adr/020-datos-por-plugin.md): `entidad` and `dueno_id`, both set or both
 * empty, no foreign key — crm names no table above it; owners register themselves.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table tareas add column entidad text, add column dueno_id integer`);
  await knex.raw(`alter table tareas add constraint tareas_dueno_ck check ((entidad is null) = (dueno_id is null))`);
  // The tasks of one record of the agent (the client's page).
  await knex.raw(`create index tareas_dueno_idx on tareas (agente_id, entidad, dueno_id) where entidad is not null`);
  await knex.raw(`comment on column tareas.entidad is 'Tipo del registro al que pertenece la tarea (clientes, polizas…), el que registró su plugin; nulo si es una tarea suelta'`);
  await knex.raw(`comment on column tareas.dueno_id is 'Id del registro al que pertenece la tarea en la tabla de su plugin; al borrarse el registro la tarea queda suelta'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists tareas_dueno_idx`);
  await knex.raw(`alter table tareas drop constraint if exists tareas_dueno_ck`);
  await knex.raw(`alter table tareas drop column if exists entidad, drop column if exists dueno_id`);
}
