import type { Knex } from 'knex';
import { avanzarVersionEn, quitarVersionDe } from '../../core/server/db/versiones.ts';

/**
 * The policy and receipt lists remember their totals per data version (docs/adr/019-listas-a-escala.md):
 * every table those lists read or filter on moves the version — policies, receipts, the clients
 * they name and the agent's own insurers.
 */
const TABLAS = ['polizas', 'recibos', 'clientes', 'aseguradoras_propias'];

export async function up(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) await avanzarVersionEn(knex, tabla);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) await quitarVersionDe(knex, tabla);
}
