import type { Knex } from 'knex';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md): one vehicle per policy, now with the agent
 * in the key (a policy belongs to one agent, so the rule is the same), because a distributed
 * table's unique keys must include its distribution column. Frozen text.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table poliza_vehiculos drop constraint poliza_vehiculos_poliza_id_unique`);
  await knex.raw(`alter table poliza_vehiculos add constraint poliza_vehiculos_poliza_uq unique (agente_id, poliza_id)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table poliza_vehiculos drop constraint poliza_vehiculos_poliza_uq`);
  await knex.raw(`alter table poliza_vehiculos add constraint poliza_vehiculos_poliza_id_unique unique (poliza_id)`);
}
