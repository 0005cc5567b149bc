import type { Knex } from 'knex';
import { performance } from 'node:perf_hooks';
import type { Database } from './db/database.ts';
import { migrateLatest, type MigrationRun } from './db/migrations.ts';
import type { Logger } from './log.ts';

/**
 * The start-up's phases, each timed and logged as one line ("fase base de datos: 3583 ms"), then
 * "listo en N ms" (issue 19: ready in ≤ 5 s on an existing data directory). The first phase,
 * configuración, runs from the process's start: loading the modules and the CLI is part of what the
 * operator waits for.
 */
export interface Arranque {
  /** Runs one phase; `detalle` (read after it ends) says what it did, e.g. "al día" or "3 aplicadas". */
  fase<T>(nombre: string, trabajo: () => Promise<T>, detalle?: (resultado: T) => string): Promise<T>;
  /** Logs the total since the process started and returns it with each phase's milliseconds. */
  listo(): { totalMs: number; fases: Record<string, number> };
}

export function medirArranque(log: Logger): Arranque {
  const fases: Record<string, number> = {};
  const registrar = (nombre: string, ms: number, detalle?: string) => {
    fases[nombre] = ms;
    log.info(`fase ${nombre}${detalle ? ` (${detalle})` : ''}: ${ms} ms`, { fase: nombre, ms, ...(detalle ? { detalle } : {}) });
  };
  registrar('configuración', Math.round(performance.now()));
  return {
    async fase(nombre, trabajo, detalle) {
      const inicio = performance.now();
      const resultado = await trabajo();
      registrar(nombre, Math.round(performance.now() - inicio), detalle?.(resultado));
      return resultado;
    },
    listo() {
      const totalMs = Math.round(performance.now());
      log.info(`listo en ${totalMs} ms`, { totalMs, fases });
      return { totalMs, fases };
    },
  };
}

/**
 * Applies the pending migrations. On a database already up to date one query says so, and knex's
 * migrator (its lock table, its checks, one import per pending file) is skipped.
 */
export async function migrarSiHaceFalta(db: Database, files: Parameters<typeof migrateLatest>[1]): Promise<MigrationRun> {
  const aplicadas = await db.withOwner(async (owner: Knex) => {
    const { rows } = await owner.raw(`select to_regclass('knex_migrations') is not null as existe`);
    return rows[0].existe ? new Set<string>(await owner('knex_migrations').pluck('name')) : new Set<string>();
  });
  // Any difference, a missing file included, goes to knex, which applies or reports it as before.
  if (aplicadas.size === files.length && files.every((f) => aplicadas.has(f.name))) return { batch: 0, names: [] };
  return migrateLatest(db, files);
}
