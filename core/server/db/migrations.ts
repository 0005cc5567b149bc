import type { Knex } from 'knex';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from './database.ts';

interface MigrationFile {
  name: string;
  file: string;
}

const MIGRATION_FILE = /^\d{14}_[a-z0-9-]+_[a-z0-9_-]+\.ts$/;

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
      if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        if (!MIGRATION_FILE.test(name)) throw new Error(`Nombre de migración inválido: ${folder}/${name} (se espera YYYYMMDDHHMMSS_<plugin>_<que>.ts)`);
        files.push({ name, file: path.join(dir, name) });
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
