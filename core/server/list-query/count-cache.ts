import type { ListPlan } from './parse.ts';

/**
 * Remembered list totals. A count over a large portfolio (200,000 policies: ~40 ms) is most of a
 * list request, and the same total is asked for on every page and every refresh. An entry is valid
 * only for the data version it was counted at: the database keeps a per-agent version that every
 * write to the counted tables moves on (core/server/db/versiones.ts), so a total is never served
 * after a change. Process-local; a bounded LRU.
 */
export class CountCache {
  private readonly entries = new Map<string, { version: string; total: number }>();

  constructor(private readonly max = 10_000) {}

  get(key: string, version: string): number | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) return undefined;
    this.entries.set(key, entry);
    return entry.total;
  }

  set(key: string, version: string, total: number): void {
    this.entries.delete(key);
    this.entries.set(key, { version, total });
    const oldest = this.entries.keys().next();
    if (this.entries.size > this.max && !oldest.done) this.entries.delete(oldest.value);
  }
}

/** Where a list may take its total from: the cache, the list's scope (resource and agent) and the data version. */
export interface CachedCount {
  cache: CountCache;
  scope: string;
  version: string;
}

/** The key of a plan's total: its filters (page, size and order do not change it). */
export function countKey(scope: string, plan: ListPlan<never>): string {
  return JSON.stringify([scope, plan.filters.map((f) => [f.name, f.op, f.value])]);
}
