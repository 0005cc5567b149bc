import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import path from 'node:path';
import { TIME_ZONE } from '../../shared/fechas.ts';
import { acquireDirectoryLock } from './lock.ts';
import { typeParsers } from './type-parsers.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The role every request runs as: it owns nothing and cannot bypass row-level security. */
export const APP_ROLE = 'cartera_app';

export interface Database {
  kind: DatabaseKind;
  /** Human description for logs: never contains a password. */
  label: string;
  /** Queries through this run as APP_ROLE, so row-level-security policies apply. */
  knex: Knex;
  /** Runs fn with the owning role (migrations, maintenance), then returns to APP_ROLE. */
  withOwner<T>(fn: (owner: Knex) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres://… uses PostgreSQL; empty uses PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; null keeps the database in memory (tests). */
  pgliteDir?: string | null;
  /** Pool size for PostgreSQL. */
  poolMax?: number;
}

const pgTypes = {
  getTypeParser: (oid: number, format?: string) => typeParsers[oid] ?? (pg.types.getTypeParser as (o: number, f?: string) => unknown)(oid, format),
};

async function roleExists(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw('select 1 from pg_roles where rolname = ?', [APP_ROLE]);
  return rows.length > 0;
}

export function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL ${u.hostname}${u.port ? ':' + u.port : ''}${u.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

async function openPglite(dir: string | null): Promise<Database> {
  const release = dir ? acquireDirectoryLock(path.dirname(dir)) : () => {};
  try {
    // Loaded only here: a server on PostgreSQL never holds PGlite's modules (docs/adr/032-importacion-excel.md, idle memory).
    const [{ PGlite }, { pg_trgm }, { PgliteClient }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('./pglite-client.ts'),
    ]);
    // pg_trgm serves substring searches (a Debian PostgreSQL ships it in the server package).
    const pglite = new PGlite({ dataDir: dir ?? undefined, parsers: typeParsers, extensions: { pg_trgm } });
    await pglite.waitReady;
    await pglite.exec(`set time zone '${TIME_ZONE}'`);
    const knex = knexFactory({ client: PgliteClient as unknown as typeof Knex.Client, connection: { pglite } as never, useNullAsDefault: true });
    // PGlite's only session is a superuser, which bypasses RLS: serve as APP_ROLE once it exists.
    const enterAppRole = async () => {
      if (await roleExists(knex)) await knex.raw(`set role ${APP_ROLE}`);
    };
    await enterAppRole();
    return {
      kind: 'pglite',
      label: dir ? `PGlite en ${dir}` : 'PGlite en memoria',
      knex,
      async withOwner(fn) {
        await knex.raw('reset role');
        try {
          return await fn(knex);
        } finally {
          await enterAppRole();
        }
      },
      async close() {
        await knex.destroy();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

const setup = `set time zone '${TIME_ZONE}'`;

/** The owner's connection to PostgreSQL: migrations and maintenance (also the knexfile's). */
export function ownerConfig(url: string): Knex.Config {
  const connection = { connectionString: url, types: pgTypes } as Knex.PgConnectionConfig;
  return {
    client: 'pg',
    connection,
    pool: { min: 0, max: 1, afterCreate: (c: pg.Client, done: (e: Error | null, c: pg.Client) => void) => c.query(setup, (e) => done(e ?? null, c)) },
  };
}

function openPostgres(url: string, poolMax: number): Database {
  const connection = { connectionString: url, types: pgTypes } as Knex.PgConnectionConfig;
  const knex = knexFactory({
    client: 'pg',
    connection,
    pool: {
      min: 0,
      max: poolMax,
      afterCreate(conn: pg.Client, done: (err: Error | null, conn: pg.Client) => void) {
        // Each pooled connection serves as APP_ROLE (when the migrations have created it).
        conn.query(`${setup}; do $$ begin if exists (select 1 from pg_roles where rolname = '${APP_ROLE}') then set role ${APP_ROLE}; end if; end $$;`, (err) =>
          done(err ?? null, conn),
        );
      },
    },
  });
  return {
    kind: 'postgres',
    label: describeUrl(url),
    knex,
    async withOwner(fn) {
      const owner = knexFactory(ownerConfig(url));
      try {
        return await fn(owner);
      } finally {
        await owner.destroy();
      }
    },
    async close() {
      await knex.destroy();
    },
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(options.databaseUrl)) {
      throw new Error('DATABASE_URL debe empezar con postgres:// o postgresql://');
    }
    return openPostgres(options.databaseUrl, options.poolMax ?? 10);
  }
  return openPglite(options.pgliteDir === undefined ? null : options.pgliteDir);
}
