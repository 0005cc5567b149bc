import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * Clients publish their changes on core's change mechanism, and a view of what other plugins' SQL may
 * read of them (docs/adr/020-datos-por-plugin.md). The triggers polizas (20261122050800) and reportes
 * (20261122050200) put on this table go: their work is now their subscriptions.
 */
const EVENTOS = {
  ins: 'after insert on clientes referencing new table as nuevos',
  upd: 'after update on clientes referencing old table as viejos new table as nuevos',
  del: 'after delete on clientes referencing old table as viejos',
};

export async function up(knex: Knex): Promise<void> {
  for (const evento of Object.keys(EVENTOS)) {
    await knex.raw(`drop trigger if exists clientes_version_${evento} on clientes`);
    await knex.raw(`drop trigger if exists clientes_resumen_${evento} on clientes`);
  }
  await knex.raw(`select cartera_publicar('clientes', 'clientes', 'clientes')`);
  // security_invoker: the reader's row-level security applies, as if it read the table.
  await knex.raw(`create view clientes_publicados with (security_invoker = true) as select id, agente_id, status, es_robot, created_at from clientes`);
  // Read-only: a simple view is updatable, and writes belong to the owner's table.
  await knex.raw(`revoke insert, update, delete on clientes_publicados from ${APP_ROLE}`);
  await knex.raw(`comment on view clientes_publicados is 'Lo que el SQL de otros plugins lee de los clientes (su estado); el canal de cambios clientes publica sus escrituras'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop view clientes_publicados');
  await knex.raw(`select cartera_retirar('clientes')`);
  for (const [evento, cuando] of Object.entries(EVENTOS)) {
    await knex.raw(`create trigger clientes_version_${evento} ${cuando} for each statement execute function cartera_version_avanzar()`);
    await knex.raw(`create trigger clientes_resumen_${evento} ${cuando} for each statement execute function cartera_resumen_clientes()`);
  }
}
