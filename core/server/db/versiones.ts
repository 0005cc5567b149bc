import type { Knex } from 'knex';

/**
 * A per-agent data version (versiones_cartera): every statement that writes a table whose published
 * changes a plugin subscribed the version to (`select cartera_suscribir_version('<canal>')` in its
 * migration; migrations/core/20261124000000_core_cambios.ts) gives the agents it touched a new version from a sequence
 * (never reused, even after a rollback). What was computed from those tables at one version (a
 * list's total, see core/server/list-query/count-cache.ts) stays valid while the version holds.
 */

/** The transaction's agent and its data version ('0' before its first write). */
export interface VersionDeCartera {
  agenteId: number;
  version: string;
}

/** The data version as a select-list entry, for a statement that reads it along with other things (the request's set-up). */
export function lecturaDeVersion(knex: Knex): Knex.Raw {
  return knex.raw(`coalesce((select version from versiones_cartera where agente_id = (select cartera_agente_id())), 0)::text as "versionDeCartera"`);
}

/** The transaction's agent and its data version, in one query. */
export async function versionDeCartera(trx: Knex.Transaction): Promise<VersionDeCartera> {
  const { rows } = await trx.raw(`select cartera_agente_id() as "agenteId", ?`, [lecturaDeVersion(trx)]);
  return { agenteId: rows[0].agenteId, version: rows[0].versionDeCartera };
}
