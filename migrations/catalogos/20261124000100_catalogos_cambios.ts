import type { Knex } from 'knex';

/**
 * The agent's own insurers publish their changes on core's change mechanism (docs/adr/020-datos-por-plugin.md):
 * the lists that show them subscribe, instead of putting triggers on this table. The version
 * triggers polizas put here before (20261122050800) go; their work is now polizas' subscription.
 */
const EVENTOS = {
  ins: 'after insert on aseguradoras_propias referencing new table as nuevos',
  upd: 'after update on aseguradoras_propias referencing old table as viejos new table as nuevos',
  del: 'after delete on aseguradoras_propias referencing old table as viejos',
};

export async function up(knex: Knex): Promise<void> {
  for (const evento of Object.keys(EVENTOS)) await knex.raw(`drop trigger if exists aseguradoras_propias_version_${evento} on aseguradoras_propias`);
  await knex.raw(`select cartera_publicar('aseguradoras_propias', 'aseguradoras_propias', 'catalogos')`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`select cartera_retirar('aseguradoras_propias')`);
  for (const [evento, cuando] of Object.entries(EVENTOS)) {
    await knex.raw(`create trigger aseguradoras_propias_version_${evento} ${cuando} for each statement execute function cartera_version_avanzar()`);
  }
}
