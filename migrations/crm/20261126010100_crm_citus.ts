import type { Knex } from 'knex';

/**
 * Citus readiness (docs/adr/043-preparacion-citus.md): a log entry's texts point at it with the
 * agent, (agente_id, bitacora_id) → bitacoras (agente_id, id), so both land on the same shard.
 * Frozen text.
 */

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table bitacoras add constraint bitacoras_agente_id_id_uq unique (agente_id, id)`);
  await knex.raw(`alter table bitacora_textos drop constraint bitacora_textos_bitacora_id_foreign`);
  await knex.raw(
    `alter table bitacora_textos add constraint bitacora_textos_bitacora_id_fk foreign key (agente_id, bitacora_id) references bitacoras (agente_id, id) on delete cascade`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`alter table bitacora_textos drop constraint bitacora_textos_bitacora_id_fk`);
  await knex.raw(`alter table bitacora_textos add constraint bitacora_textos_bitacora_id_foreign foreign key (bitacora_id) references bitacoras (id) on delete cascade`);
  await knex.raw(`alter table bitacoras drop constraint bitacoras_agente_id_id_uq`);
}
