import type { Knex } from 'knex';
import path from 'node:path';
import { loadConfig } from './core/server/config.ts';
import { openDatabase, ownerConfig } from './core/server/db/database.ts';
import { migrationSource } from './core/server/db/migrations.ts';
import { projectMigrations, projectPlugins } from './core/server/runtime.ts';

/**
 * `npx knex migrate:latest | migrate:rollback | migrate:status` with the configuration `cartera
 * migrate` uses: the same database (DATABASE_URL, else PGlite in DATA_DIR/pglite), as its owner, and
 * the same migrations of core and every enabled plugin in one sequence. A new migration:
 * `npx knex migrate:make <plugin>_<que> --migrations-directory migrations/<plugin>`.
 * knex's CLI reaches this file through knexfile.js, which registers tsx.
 */
export default async function configuracion(): Promise<Knex.Config> {
  const config = loadConfig(process.env);
  const migrations: Knex.MigratorConfig = {
    migrationSource: migrationSource(projectMigrations(projectPlugins())),
    extension: 'ts',
    stub: path.join('migrations', 'stub.ts.txt'),
  };
  if (config.databaseUrl) return { ...ownerConfig(config.databaseUrl), migrations };
  // PGlite: the embedded database's own client, back to its owning role (it opens as the app's).
  const db = await openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') });
  await db.knex.raw('reset role');
  return { client: db.knex.client.constructor as typeof Knex.Client, connection: db.knex.client.config.connection, useNullAsDefault: true, migrations };
}
