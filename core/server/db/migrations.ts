import type { Knex } from 'knex';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EXTENSION_DE_MODULO } from '../paths.ts';
import type { Database } from './database.ts';

interface MigrationFile {
  name: string;
  file: string;
}

/** Compiled, the migrations are the .js files in dist/migrations (core/server/paths.ts). */
const MIGRATION_FILE = new RegExp(`^\\d{14}_[a-z0-9-]+_[a-z0-9_-]+\\${EXTENSION_DE_MODULO}$`);

/**
 * Every plugin keeps its migrations in migrations/<plugin>/. They run as one sequence ordered by
 * their timestamped names, so a plugin's table can reference an earlier plugin's.
 */
export function listMigrations(migrationsRoot: string, folders: string[]): MigrationFile[] {
  const files: MigrationFile[] = [];
  for (const folder of folders) {
    const dir = path.join(migrationsRoot, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (name.endsWith(EXTENSION_DE_MODULO) && !name.endsWith(`.test${EXTENSION_DE_MODULO}`)) {
        if (!MIGRATION_FILE.test(name)) throw new Error(`Nombre de migración inválido: ${folder}/${name} (se espera YYYYMMDDHHMMSS_<plugin>_<que>.ts)`);
        // knex records the name: the same whether it ran from source or compiled.
        files.push({ name: name.slice(0, -EXTENSION_DE_MODULO.length) + '.ts', file: path.join(dir, name) });
      }
    }
  }
  return files.sort((a, b) => a.name.localeCompare(b.name));
}

/** Every plugin's folder as one knex migration source (also the knexfile's). */
export function migrationSource(files: MigrationFile[]): Knex.MigrationSource<MigrationFile> {
  return {
    getMigrations: async () => files,
    getMigrationName: (m) => m.name,
    getMigration: async (m) => import(pathToFileURL(m.file).href) as Promise<Knex.Migration>,
  };
}

export interface MigrationRun {
  batch: number;
  names: string[];
}

export async function migrateLatest(db: Database, files: MigrationFile[]): Promise<MigrationRun> {
  return db.withOwner(async (owner) => {
    const [batch, names] = await owner.migrate.latest({ migrationSource: migrationSource(files) });
    return { batch, names };
  });
}

export async function migrateRollback(db: Database, files: MigrationFile[], all = false): Promise<MigrationRun> {
  return db.withOwner(async (owner) => {
    const [batch, names] = await owner.migrate.rollback({ migrationSource: migrationSource(files) }, all);
    return { batch, names };
  });
}
