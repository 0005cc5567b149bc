import type { Knex } from 'knex';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md): one schedule per agent key, now with the
 * agent in the key (a key belongs to one agent, so the rule is the same), because a distributed
 * table's unique keys must include its distribution column. Frozen text.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table rpa_programaciones drop constraint rpa_programaciones_clave_id_unique`);
  await knex.raw(`alter table rpa_programaciones add constraint rpa_programaciones_clave_uq unique (agente_id, clave_id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table rpa_programaciones drop constraint rpa_programaciones_clave_uq`);
  await knex.raw(`alter table rpa_programaciones add constraint rpa_programaciones_clave_id_unique unique (clave_id)`);
}
