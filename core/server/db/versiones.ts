import type { Knex } from 'knex';

/**
 * A per-agent data version (versiones_cartera): every statement that writes one of the tables a
 * plugin registers with `avanzarVersionEn` gives the agents it touched a new version from a
 * sequence (never reused, even after a rollback). What was computed from those tables at one version
 * (a list's total, see core/server/list-query/count-cache.ts) stays valid while the version holds.
 */

const EVENTOS = {
  ins: 'after insert on ?? referencing new table as nuevos',
  upd: 'after update on ?? referencing old table as viejos new table as nuevos',
  del: 'after delete on ?? referencing old table as viejos',
} as const;

/** Migration helper: writes to `tabla` (which has agente_id) move its agents' version on. */
export async function avanzarVersionEn(knex: Knex, tabla: string): Promise<void> {
  for (const [evento, cuando] of Object.entries(EVENTOS)) {
    await knex.raw(`create trigger ?? ${cuando} for each statement execute function cartera_version_avanzar()`, [`${tabla}_version_${evento}`, tabla]);
  }
}

export async function quitarVersionDe(knex: Knex, tabla: string): Promise<void> {
  for (const evento of Object.keys(EVENTOS)) await knex.raw(`drop trigger ?? on ??`, [`${tabla}_version_${evento}`, tabla]);
}

/** The transaction's agent and its data version ('0' before its first write), in one query. */
export async function versionDeCartera(trx: Knex.Transaction): Promise<{ agenteId: number; version: string }> {
  const { rows } = await trx.raw(`select cartera_agente_id() as "agenteId",
    coalesce((select version from versiones_cartera where agente_id = (select cartera_agente_id())), 0)::text as version`);
  return rows[0];
}
