import type { Knex } from 'knex';

/**
 * pg_trgm, for substring searches ("contains") over large tables: a GIN index of trigrams finds
 * '%4521%' without reading every row. A trusted extension (a database owner may create it); PGlite
 * loads it in core/server/db/database.ts.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists pg_trgm');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop extension if exists pg_trgm');
}
