import path from 'node:path';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { listMigrations } from './db/migrations.ts';
import type { Logger } from './log.ts';
import { discoverPlugins } from './plugins/discover.ts';
import type { PluginManifest } from './plugins/manifest.ts';
import { CODE_ROOT, PROJECT_ROOT } from './paths.ts';

export const PLUGINS_DIR = path.join(PROJECT_ROOT, 'plugins');
export const MIGRATIONS_DIR = path.join(CODE_ROOT, 'migrations');

/** The migrations of the core and of every enabled plugin, in run order. */
export function projectMigrations(plugins: PluginManifest[]) {
  return listMigrations(MIGRATIONS_DIR, ['core', ...plugins.map((p) => p.id)]);
}

/** Opens the configured database: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export async function openConfiguredDatabase(config: Config, log: Logger): Promise<Database> {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
  log.info('database open', { database: db.label, ms: Date.now() - started });
  return db;
}

export function projectPlugins(): PluginManifest[] {
  return discoverPlugins(PLUGINS_DIR);
}
