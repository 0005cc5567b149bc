import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** Per-agent data versions (core/server/db/versiones.ts). Plugins attach their tables with avanzarVersionEn. */

/** The agents of `fuente` (a transition table) get the next version; a deleted agent (a cascade) none. */
const AVANZAR = (fuente: string) => `
  insert into versiones_cartera as v (agente_id, version)
  select x.agente_id, nextval('cartera_version_seq') from (select distinct agente_id from ${fuente}) x
   where exists (select 1 from agentes g where g.id = x.agente_id)
  on conflict (agente_id) do update set version = excluded.version`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('create sequence cartera_version_seq');
  await knex.schema.createTable('versiones_cartera', (t) => {
    t.integer('agente_id').primary().references('id').inTable('agentes').onDelete('CASCADE');
    t.bigInteger('version').notNullable();
  });
  await knex.raw(`comment on table versiones_cartera is 'Versión de los datos de cada agente: cambia con cada escritura de las tablas registradas (core/server/db/versiones.ts)'`);
  await enableTenantIsolation(knex, 'versiones_cartera');
  await knex.raw(`
    create function cartera_version_avanzar() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${AVANZAR('nuevos')};
      elsif tg_op = 'DELETE' then ${AVANZAR('viejos')};
      else ${AVANZAR('(select agente_id from viejos union select agente_id from nuevos) as cambiados')};
      end if;
      return null;
    end $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop function cartera_version_avanzar()');
  await disableTenantIsolation(knex, 'versiones_cartera');
  await knex.schema.dropTable('versiones_cartera');
  await knex.raw('drop sequence cartera_version_seq');
}
