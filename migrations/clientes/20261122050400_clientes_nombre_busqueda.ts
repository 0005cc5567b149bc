import type { Knex } from 'knex';

/**
 * The client's full name already folded (lower case, no accents), kept by the database, with a
 * trigram index. Searching a name folded every client on every request (translate() over 20,000
 * names: ~120 ms); the index finds '%hernandez%' in a few. Lists declare it `folded`
 * (core/shared/list-query.ts).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table clientes add column nombre_busqueda text not null
    generated always as (cartera_fold(nombres::text || coalesce(' ' || ap_pat::text, '') || coalesce(' ' || ap_mat::text, ''))) stored`);
  await knex.raw(`create index clientes_nombre_busqueda_idx on clientes using gin (nombre_busqueda gin_trgm_ops)`);
  // The clients' search box also looks in alias and RFC (plugins/clientes/server/services/clientes-lista.ts).
  await knex.raw(`create index clientes_alias_busqueda_idx on clientes using gin (cartera_fold(alias::text) gin_trgm_ops)`);
  await knex.raw(`create index clientes_rfc_busqueda_idx on clientes using gin (cartera_fold(rfc::text) gin_trgm_ops)`);
  await knex.raw(`comment on column clientes.nombre_busqueda is 'Nombre completo en minúsculas y sin acentos (cartera_fold), para buscar por nombre'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index clientes_rfc_busqueda_idx`);
  await knex.raw(`drop index clientes_alias_busqueda_idx`);
  await knex.raw(`alter table clientes drop column nombre_busqueda`);
}
