import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * Policies and receipts publish their changes on core's change mechanism, with views of what other
 * plugins' SQL may read of them (docs/adr/020-datos-por-plugin.md). The list totals remembered per
 * data version (docs/adr/019-listas-a-escala.md) now follow the owners' published changes of every
 * table the lists read — policies, receipts, clients, the agent's own insurers — through core's
 * version subscription, instead of triggers on other plugins' tables. The summary's triggers that
 * reportes put on these tables go too: reportes subscribes in its own migration.
 */
const TABLAS = ['polizas', 'recibos'];
const LISTAS_LEEN = ['polizas', 'recibos', 'clientes', 'aseguradoras_propias'];

const eventos = (tabla: string) => ({
  ins: `after insert on ${tabla} referencing new table as nuevos`,
  upd: `after update on ${tabla} referencing old table as viejos new table as nuevos`,
  del: `after delete on ${tabla} referencing old table as viejos`,
});

const VISTAS = {
  polizas_publicadas: `select id, agente_id, cliente_id, ramo_id, moneda_id, status, prima, fecha_vigencia_de, fecha_vigencia_a, poliza_id_renovo from polizas`,
  recibos_publicados: `select id, agente_id, poliza_id, status, serie, total_serie, fec_vence, fec_pago, prima, total, tipo_cambio from recibos`,
};

export async function up(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) {
    for (const evento of Object.keys(eventos(tabla))) {
      await knex.raw(`drop trigger if exists ${tabla}_version_${evento} on ${tabla}`);
      await knex.raw(`drop trigger if exists ${tabla}_resumen_${evento} on ${tabla}`);
    }
    await knex.raw(`select cartera_publicar(?, ?, 'polizas')`, [tabla, tabla]);
  }
  for (const canal of LISTAS_LEEN) await knex.raw(`select cartera_suscribir_version(?)`, [canal]);
  // security_invoker: the reader's row-level security applies, as if it read the table.
  for (const [vista, sql] of Object.entries(VISTAS)) {
    await knex.raw(`create view ${vista} with (security_invoker = true) as ${sql}`);
    // Read-only: a simple view is updatable, and writes belong to the owner's table.
    await knex.raw(`revoke insert, update, delete on ${vista} from ${APP_ROLE}`);
  }
  await knex.raw(`comment on view polizas_publicadas is 'Lo que el SQL de otros plugins lee de las pólizas; el canal de cambios polizas publica sus escrituras'`);
  await knex.raw(`comment on view recibos_publicados is 'Lo que el SQL de otros plugins lee de los recibos; el canal de cambios recibos publica sus escrituras'`);
}

export async function down(knex: Knex): Promise<void> {
  for (const vista of Object.keys(VISTAS)) await knex.raw(`drop view ${vista}`);
  for (const canal of LISTAS_LEEN) await knex.raw(`select cartera_desuscribir(?, 'core.versiones')`, [canal]);
  for (const tabla of TABLAS) {
    await knex.raw(`select cartera_retirar(?)`, [tabla]);
    for (const [evento, cuando] of Object.entries(eventos(tabla))) {
      await knex.raw(`create trigger ${tabla}_version_${evento} ${cuando} for each statement execute function cartera_version_avanzar()`);
      await knex.raw(`create trigger ${tabla}_resumen_${evento} ${cuando} for each statement execute function cartera_resumen_${tabla}()`);
    }
  }
}
