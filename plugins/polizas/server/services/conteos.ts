import type { VersionDeCartera } from '../../../../core/server/db/versiones.ts';
import type { CachedCount, CountCache } from '../../../../core/server/list-query/index.ts';

/**
 * Where a policy or receipt list may take its total from: the app's cache, for this agent at its
 * data version (migration 20261122050800 moves it on every write the lists depend on), which the
 * request's set-up statement read (TransactionState.versionDeCartera). Without a version, nothing
 * is remembered and the list counts.
 */
export function totalRecordado(conteos: CountCache | undefined, lista: string, leida: VersionDeCartera | undefined): CachedCount | undefined {
  return conteos && leida && { cache: conteos, scope: `${lista}:${leida.agenteId}`, version: leida.version };
}
