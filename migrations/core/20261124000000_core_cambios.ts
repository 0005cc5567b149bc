import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * Core's change mechanism (docs/adr/020-datos-por-plugin.md): the owner of a table publishes its
 * changes on a channel; a plugin that keeps data derived from them subscribes SQL statements that read
 * the statement's transition tables (`nuevos`, `viejos`). Each channel has one trigger function,
 * rebuilt from its subscriptions whenever one is added or removed, with the statements written in as
 * static SQL: the dispatch costs what a hand-written statement trigger costs (plans cached, no
 * dynamic SQL per write), and a table with no subscriber has no trigger at all.
 *
 *   select cartera_publicar('polizas', 'polizas');                      -- the owner, in its migration
 *   select cartera_suscribir('polizas', 'reportes.resumen', ins, upd, del);  -- a dependent, in its own
 *   select cartera_suscribir_version('clientes');                       -- moves versiones_cartera
 *
 * Frozen text: these functions are created here as written and never change with the code.
 */

const CANALES = `
  create table cambios_canales (
    canal text primary key check (canal ~ '^[a-z][a-z0-9_]*$'),
    tabla regclass not null unique,
    publicado_por text not null
  )`;

const SUSCRIPCIONES = `
  create table cambios_suscripciones (
    canal text not null references cambios_canales (canal) on delete cascade,
    suscriptor text not null,
    orden smallint not null default 100,
    al_insertar text,
    al_actualizar text,
    al_eliminar text,
    primary key (canal, suscriptor),
    check (num_nonnulls(al_insertar, al_actualizar, al_eliminar) > 0)
  )`;

/** Rebuilds a channel's trigger function and triggers from its subscriptions (none: no trigger). */
const RECONSTRUIR = `
  create function cartera_cambios_reconstruir(p_canal text) returns void language plpgsql as $$
  declare
    c record;
    fn text := 'cartera_cambios_' || p_canal;
    ins text; upd text; del text;
  begin
    select * into c from cambios_canales where canal = p_canal;
    if not found then raise exception 'No existe el canal de cambios %', p_canal; end if;
    execute format('drop trigger if exists %I on %s', p_canal || '_cambios_ins', c.tabla);
    execute format('drop trigger if exists %I on %s', p_canal || '_cambios_upd', c.tabla);
    execute format('drop trigger if exists %I on %s', p_canal || '_cambios_del', c.tabla);
    select string_agg(al_insertar || ';', E'\\n' order by orden, suscriptor),
           string_agg(al_actualizar || ';', E'\\n' order by orden, suscriptor),
           string_agg(al_eliminar || ';', E'\\n' order by orden, suscriptor)
      into ins, upd, del
      from cambios_suscripciones where canal = p_canal;
    if ins is null and upd is null and del is null then
      execute format('drop function if exists %I()', fn);
      return;
    end if;
    execute format('create or replace function %I() returns trigger language plpgsql as %L', fn,
      'begin if tg_op = ''INSERT'' then ' || coalesce(ins, 'null;') ||
      ' elsif tg_op = ''UPDATE'' then ' || coalesce(upd, 'null;') ||
      ' else ' || coalesce(del, 'null;') || ' end if; return null; end');
    if ins is not null then
      execute format('create trigger %I after insert on %s referencing new table as nuevos for each statement execute function %I()', p_canal || '_cambios_ins', c.tabla, fn);
    end if;
    if upd is not null then
      execute format('create trigger %I after update on %s referencing old table as viejos new table as nuevos for each statement execute function %I()', p_canal || '_cambios_upd', c.tabla, fn);
    end if;
    if del is not null then
      execute format('create trigger %I after delete on %s referencing old table as viejos for each statement execute function %I()', p_canal || '_cambios_del', c.tabla, fn);
    end if;
  end $$`;

const FUNCIONES = [
  `create function cartera_publicar(p_canal text, p_tabla regclass, p_plugin text) returns void language sql as $$
     insert into cambios_canales (canal, tabla, publicado_por) values (p_canal, p_tabla, p_plugin);
     select cartera_cambios_reconstruir(p_canal);
   $$`,
  `create function cartera_suscribir(p_canal text, p_suscriptor text, p_insertar text, p_actualizar text, p_eliminar text, p_orden smallint default 100) returns void language sql as $$
     insert into cambios_suscripciones (canal, suscriptor, orden, al_insertar, al_actualizar, al_eliminar)
     values (p_canal, p_suscriptor, p_orden, p_insertar, p_actualizar, p_eliminar)
     on conflict (canal, suscriptor) do update set orden = excluded.orden, al_insertar = excluded.al_insertar,
       al_actualizar = excluded.al_actualizar, al_eliminar = excluded.al_eliminar;
     select cartera_cambios_reconstruir(p_canal);
   $$`,
  `create function cartera_desuscribir(p_canal text, p_suscriptor text) returns void language sql as $$
     delete from cambios_suscripciones where canal = p_canal and suscriptor = p_suscriptor;
     select cartera_cambios_reconstruir(p_canal);
   $$`,
  `create function cartera_retirar(p_canal text) returns void language plpgsql as $$
   begin
     delete from cambios_suscripciones where canal = p_canal;
     perform cartera_cambios_reconstruir(p_canal);
     delete from cambios_canales where canal = p_canal;
   end $$`,
];

/** The agents a statement touched get a new data version (as cartera_version_avanzar did per table). */
const AVANZAR = (fuente: string) =>
  `insert into versiones_cartera as v (agente_id, version) select x.agente_id, nextval(''cartera_version_seq'') from (select distinct agente_id from ${fuente}) x where exists (select 1 from agentes g where g.id = x.agente_id) on conflict (agente_id) do update set version = excluded.version`;

const SUSCRIBIR_VERSION = `
  create function cartera_suscribir_version(p_canal text) returns void language sql as $$
    select cartera_suscribir(p_canal, 'core.versiones',
      '${AVANZAR('nuevos')}',
      '${AVANZAR('(select agente_id from viejos union select agente_id from nuevos) c')}',
      '${AVANZAR('viejos')}', 0::smallint);
  $$`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw(CANALES);
  await knex.raw(SUSCRIPCIONES);
  await knex.raw(`comment on table cambios_canales is 'Canales de cambios: la tabla cuyo dueño publica sus cambios (docs/adr/020-datos-por-plugin.md)'`);
  await knex.raw(
    `comment on table cambios_suscripciones is 'Sentencias que un plugin ejecuta con las filas de cada sentencia que cambia la tabla de un canal (tablas de transición nuevos y viejos)'`,
  );
  // Requests never read or change the wiring: only migrations do.
  await knex.raw(`revoke all on cambios_canales, cambios_suscripciones from ${APP_ROLE}`);
  await knex.raw(RECONSTRUIR);
  for (const f of FUNCIONES) await knex.raw(f);
  await knex.raw(SUSCRIBIR_VERSION);
}

export async function down(knex: Knex): Promise<void> {
  for (const f of [
    'cartera_suscribir_version(text)',
    'cartera_retirar(text)',
    'cartera_desuscribir(text, text)',
    'cartera_suscribir(text, text, text, text, text, smallint)',
    'cartera_publicar(text, regclass, text)',
    'cartera_cambios_reconstruir(text)',
  ]) {
    await knex.raw(`drop function ${f}`);
  }
  await knex.raw('drop table cambios_suscripciones');
  await knex.raw('drop table cambios_canales');
}
