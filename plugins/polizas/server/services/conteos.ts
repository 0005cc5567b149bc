import type { Knex } from 'knex';
import { versionDeCartera } from '../../../../core/server/db/versiones.ts';
import type { CachedCount, CountCache } from '../../../../core/server/list-query/index.ts';

/**
 * Where a policy or receipt list may take its total from: the app's cache, for this agent at its
 * current data version (migration 20261122050800 moves it on every write the lists depend on).
 */
export async function totalRecordado(trx: Knex.Transaction, conteos: CountCache | undefined, lista: string): Promise<CachedCount | undefined> {
  if (!conteos) return undefined;
  const { agenteId, version } = await versionDeCartera(trx);
  return { cache: conteos, scope: `${lista}:${agenteId}`, version };
}
