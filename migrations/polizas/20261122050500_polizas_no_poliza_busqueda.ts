import type { Knex } from 'knex';

/**
 * The policy number already folded, kept by the database, with a trigram index: a search by number
 * folded and read every policy of the agent on every request (200,000 calls of translate()); the
 * index finds '%4521%' among them directly. Lists declare it `folded` (core/shared/list-query.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table polizas add column no_poliza_busqueda text not null generated always as (cartera_fold(no_poliza::text)) stored`);
  await knex.raw(`create index polizas_no_poliza_busqueda_idx on polizas using gin (no_poliza_busqueda gin_trgm_ops)`);
  await knex.raw(`comment on column polizas.no_poliza_busqueda is 'Número de póliza en minúsculas y sin acentos (cartera_fold), para buscar por número'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table polizas drop column no_poliza_busqueda`);
}
