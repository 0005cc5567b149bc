import type { Knex } from 'knex';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md): the public link's identifier is unique per
 * agent (a distributed table's unique keys must include its distribution column; a random v4 uuid
 * does not repeat anyway), and a plain index keeps the public viewer's lookup by uuid alone fast.
 * Frozen text.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table cotizaciones drop constraint cotizaciones_uuid_unique`);
  await knex.raw(`alter table cotizaciones add constraint cotizaciones_uuid_uq unique (agente_id, uuid)`);
  await knex.raw(`create index cotizaciones_uuid_index on cotizaciones (uuid)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index cotizaciones_uuid_index`);
  await knex.raw(`alter table cotizaciones drop constraint cotizaciones_uuid_uq`);
  await knex.raw(`alter table cotizaciones add constraint cotizaciones_uuid_unique unique (uuid)`);
}
