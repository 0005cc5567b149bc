import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * The non-superuser role requests run as (row-level security applies to it), the functions every
 * plugin's SQL relies on, and the UI crash-report table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`do $$ begin
    if not exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then
      create role ${APP_ROLE} nologin nosuperuser nobypassrls;
    end if;
  end $$`);
  // Lets the owner (a non-superuser in production) switch its pooled connections to the role.
  await knex.raw(`do $$ begin
    if not pg_has_role(current_user, '${APP_ROLE}', 'member') then
      execute format('grant ${APP_ROLE} to %I', current_user);
    end if;
  end $$`);
  await knex.raw(`grant usage on schema public to ${APP_ROLE}`);
  await knex.raw(`alter default privileges in schema public grant select, insert, update, delete on tables to ${APP_ROLE}`);
  await knex.raw(`alter default privileges in schema public grant usage, select on sequences to ${APP_ROLE}`);
  await knex.raw(`alter default privileges in schema public grant execute on functions to ${APP_ROLE}`);

  // Case- and accent-insensitive comparisons and ordering without extensions, identical on PGlite
  // and PostgreSQL. Immutable, so expression indexes can use it.
  await knex.raw(`create or replace function cartera_fold(value text) returns text
    language sql immutable parallel safe returns null on null input
    as $$ select lower(translate(value,
      'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇç',
      'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCc')) $$`);
  await knex.raw(`comment on function cartera_fold(text) is 'Texto en minúsculas y sin acentos, para buscar y ordenar nombres como lo espera un usuario hispanohablante'`);

  // The agent of the current request (set by withTenant); null when no agent is bound.
  await knex.raw(`create or replace function cartera_agente_id() returns integer
    language sql stable parallel safe
    as $$ select nullif(current_setting('app.agente_id', true), '')::integer $$`);
  await knex.raw(`comment on function cartera_agente_id() is 'Agente de la transacción actual para las políticas de seguridad por fila'`);

  // Sign-in, registration and scheduled jobs work across agents in an explicitly marked transaction.
  await knex.raw(`create or replace function cartera_sistema() returns boolean
    language sql stable parallel safe
    as $$ select coalesce(current_setting('app.sistema', true), '') = 'on' $$`);
  await knex.raw(`comment on function cartera_sistema() is 'Verdadero en transacciones del sistema (inicio de sesión, registro, tareas programadas) que abarcan varios agentes'`);

  await knex.schema.createTable('app_errors', (t) => {
    t.increments('id');
    t.text('mensaje').notNullable();
    t.text('stack');
    t.text('component_stack');
    t.text('url');
    t.text('user_agent');
    t.text('request_id');
    t.integer('agente_id');
    t.integer('usuario_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on table app_errors is 'Fallos de la interfaz reportados por el navegador (POST /api/app-errors)'`);
  await knex.raw(`grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`);
  await knex.raw(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('app_errors');
  await knex.raw('drop function if exists cartera_sistema()');
  await knex.raw('drop function if exists cartera_agente_id()');
  await knex.raw('drop function if exists cartera_fold(text)');
  await knex.raw(`alter default privileges in schema public revoke select, insert, update, delete on tables from ${APP_ROLE}`);
  await knex.raw(`alter default privileges in schema public revoke usage, select on sequences from ${APP_ROLE}`);
  await knex.raw(`alter default privileges in schema public revoke execute on functions from ${APP_ROLE}`);
  await knex.raw(`revoke all on schema public from ${APP_ROLE}`);
  // The role is cluster-wide and may serve other databases: it stays.
}
