import type { Knex } from 'knex';

/**
 * The summary counts an agent's active clients on every request: with this partial index the count
 * reads the index alone instead of visiting each client row to look at its status.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create index clientes_activos_idx on clientes (agente_id) where status = 'activo'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index clientes_activos_idx`);
}
