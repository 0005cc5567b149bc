import type { Knex } from 'knex';

/**
 * The policy and receipt lists remember their totals per data version (docs/adr/019-listas-a-escala.md):
 * every table those lists read or filter on moves the version — policies, receipts, the clients
 * they name and the agent's own insurers. History: 20261124000300 replaced these triggers with
 * subscriptions to the owners' published changes (docs/adr/020-datos-por-plugin.md). Frozen text.
 */
const TABLAS = ['polizas', 'recibos', 'clientes', 'aseguradoras_propias'];

const EVENTOS = {
  ins: 'after insert on ?? referencing new table as nuevos',
  upd: 'after update on ?? referencing old table as viejos new table as nuevos',
  del: 'after delete on ?? referencing old table as viejos',
} as const;

export async function up(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) {
    for (const [evento, cuando] of Object.entries(EVENTOS)) {
      await knex.raw(`create trigger ?? ${cuando} for each statement execute function cartera_version_avanzar()`, [`${tabla}_version_${evento}`, tabla]);
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) {
    for (const evento of Object.keys(EVENTOS)) await knex.raw(`drop trigger ?? on ??`, [`${tabla}_version_${evento}`, tabla]);
  }
}
