import { openDatabase, type Database } from '../../core/server/db/database.ts';
import { listMigrations, migrateLatest } from '../../core/server/db/migrations.ts';
import { discoverPlugins } from '../../core/server/plugins/discover.ts';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import path from 'node:path';

let shared: Promise<Database> | undefined;

/** The database under test: PostgreSQL when DATABASE_URL is set, otherwise PGlite in memory. */
export function testDatabaseKind(): 'postgres' | 'pglite' {
  return process.env.DATABASE_URL ? 'postgres' : 'pglite';
}

/** Applies every migration of the project's plugins. */
export async function migrar(db: Database): Promise<Database> {
  const plugins = discoverPlugins(path.join(PROJECT_ROOT, 'plugins'));
  await migrateLatest(db, listMigrations(path.join(PROJECT_ROOT, 'migrations'), ['core', ...plugins.map((p) => p.id)]));
  return db;
}

/** Opens a database and applies every migration of the project's plugins. */
export async function openMigratedDatabase(databaseUrl = process.env.DATABASE_URL): Promise<Database> {
  return migrar(await openDatabase({ databaseUrl, pgliteDir: null }));
}

/** One migrated database shared by every test file of the run (opening PGlite costs seconds). */
export function getTestDatabase(): Promise<Database> {
  shared ??= openMigratedDatabase();
  return shared;
}

/**
 * A fresh, empty database of the kind under test, for tests that must start from nothing (the
 * migrations' up and down): a new in-memory PGlite, or a new PostgreSQL database next to DATABASE_URL.
 */
export async function openScratchDatabase(): Promise<{ db: Database; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const db = await openDatabase({ pgliteDir: null });
    return { db, drop: () => db.close() };
  }
  const name = `cartera_scratch_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ databaseUrl: base, poolMax: 1 });
  await admin.withOwner((k) => k.raw(`create database ${name}`));
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 2 });
  return {
    db,
    async drop() {
      await db.close();
      await admin.withOwner((k) => k.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    },
  };
}
