import { expect } from 'chai';
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database } from '../../../core/server/db/database.ts';
import { acquireDirectoryLock, DatabaseBusyError } from '../../../core/server/db/lock.ts';
import { migrateLatest, migrateRollback } from '../../../core/server/db/migrations.ts';
import { disableTenantIsolation, enableTenantIsolation, withSystemScope, withTenant } from '../../../core/server/db/tenancy.ts';
import { projectMigrations, projectPlugins } from '../../../core/server/runtime.ts';
import { getTestDatabase, openMigratedDatabase, openScratchDatabase, testDatabaseKind } from '../../helpers/db.ts';

describe(`database (${testDatabaseKind()})`, () => {
  it('takes every migration up, down and up again on an empty database', async function () {
    this.timeout(60_000);
    const { db, drop } = await openScratchDatabase();
    try {
      const files = projectMigrations(projectPlugins());
      const up = await migrateLatest(db, files);
      expect(up.names).to.deep.equal(files.map((f) => f.name));
      const down = await migrateRollback(db, files, true);
      expect(down.names).to.have.members(files.map((f) => f.name));
      const tables = await db.withOwner((k) => k.raw(`select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%'`));
      expect(tables.rows).to.deep.equal([]);
      const again = await migrateLatest(db, files);
      expect(again.names).to.have.length(files.length);
    } finally {
      await drop();
    }
  });

  it('serves requests as a role that is no superuser and cannot bypass row-level security', async () => {
    const db = await getTestDatabase();
    const { rows } = await db.knex.raw(`select current_user as usuario, r.rolsuper, r.rolbypassrls from pg_roles r where r.rolname = current_user`);
    expect(rows).to.deep.equal([{ usuario: 'cartera_app', rolsuper: false, rolbypassrls: false }]);
  });

  describe('row-level security', () => {
    let db: Database;
    before(async () => {
      db = await getTestDatabase();
      await db.withOwner(async (k) => {
        await k.schema.dropTableIfExists('rls_prueba');
        await k.schema.createTable('rls_prueba', (t) => {
          t.increments('id');
          t.integer('agente_id').notNullable();
          t.text('nombre').notNullable();
        });
        await enableTenantIsolation(k, 'rls_prueba');
      });
      await withTenant(db.knex, 1, (trx) =>
        trx('rls_prueba').insert([
          { agente_id: 1, nombre: 'de uno' },
          { agente_id: 1, nombre: 'también de uno' },
        ]),
      );
      await withTenant(db.knex, 2, (trx) => trx('rls_prueba').insert({ agente_id: 2, nombre: 'de dos' }));
    });
    after(async () => {
      await db.withOwner(async (k) => {
        await disableTenantIsolation(k, 'rls_prueba');
        await k.schema.dropTable('rls_prueba');
      });
    });

    it('shows a query that forgets its where clause only the current agent’s rows', async () => {
      const uno = await withTenant(db.knex, 1, (trx) => trx('rls_prueba').select('nombre').orderBy('nombre'));
      expect(uno.map((r) => r.nombre)).to.deep.equal(['de uno', 'también de uno']);
      const dos = await withTenant(db.knex, 2, (trx) => trx('rls_prueba').count('* as n'));
      expect(dos[0].n).to.equal(1);
    });

    it('shows nothing when no agent is bound', async () => {
      expect(await db.knex('rls_prueba').select()).to.deep.equal([]);
      expect(await withTenant(db.knex, null, (trx) => trx('rls_prueba').select())).to.deep.equal([]);
    });

    it('refuses to write a row for another agent and cannot change another agent’s rows', async () => {
      let error: Error | undefined;
      await withTenant(db.knex, 1, (trx) => trx('rls_prueba').insert({ agente_id: 2, nombre: 'intruso' })).catch((e: Error) => (error = e));
      expect(error?.message).to.match(/row-level security/);
      const changed = await withTenant(db.knex, 1, (trx) => trx('rls_prueba').where({ agente_id: 2 }).update({ nombre: 'robado' }));
      expect(changed).to.equal(0);
      const deleted = await withTenant(db.knex, 1, (trx) => trx('rls_prueba').del());
      expect(deleted).to.equal(2);
      const dos = await withTenant(db.knex, 2, (trx) => trx('rls_prueba').select('nombre'));
      expect(dos).to.deep.equal([{ nombre: 'de dos' }]);
    });

    it('answers updates, increments and deletes with the affected-row count', async () => {
      const added = await withTenant(db.knex, 3, (trx) =>
        trx('rls_prueba')
          .insert([
            { agente_id: 3, nombre: 'a' },
            { agente_id: 3, nombre: 'b' },
          ])
          .returning('id'),
      );
      expect(added).to.have.length(2);
      expect(await withTenant(db.knex, 3, (trx) => trx('rls_prueba').update({ nombre: 'c' }))).to.equal(2);
      expect(await withTenant(db.knex, 3, (trx) => trx('rls_prueba').where({ nombre: 'c' }).increment('id', 0))).to.equal(2);
      expect(await withTenant(db.knex, 3, (trx) => trx('rls_prueba').first('nombre'))).to.deep.equal({ nombre: 'c' });
      expect(await withTenant(db.knex, 3, (trx) => trx('rls_prueba').pluck('nombre'))).to.deep.equal(['c', 'c']);
      expect(await withTenant(db.knex, 3, (trx) => trx('rls_prueba').del())).to.equal(2);
    });

    it('sees every agent only inside an explicit system scope', async () => {
      const all = await withSystemScope(db.knex, (trx) => trx('rls_prueba').select('agente_id').orderBy('agente_id'));
      expect(all.map((r) => r.agente_id)).to.include.members([2]);
      expect(await db.knex('rls_prueba').select()).to.deep.equal([]);
    });

    it('forgets the agent when the transaction ends', async () => {
      await withTenant(db.knex, 2, async () => undefined);
      const { rows } = await db.knex.raw(`select cartera_agente_id() as agente`);
      expect(rows[0].agente).to.equal(null);
    });
  });

  describe('type parity', () => {
    const query = `select 9007199254740::int8 as grande, count(*) as cuantos, 12345678.9::numeric(14,2) as dinero,
      '2024-02-29'::date as fecha, true as activo, '{"a":1}'::jsonb as datos, 7::int4 as entero,
      timestamptz '2024-01-05 10:00:00+00' as momento, current_setting('TimeZone') as zona
      from (values (1), (2)) v(x)`;
    const expected = {
      grande: 9007199254740,
      cuantos: 2,
      dinero: 12345678.9,
      fecha: '2024-02-29',
      activo: true,
      datos: { a: 1 },
      entero: 7,
      momento: new Date('2024-01-05T10:00:00Z'),
      zona: 'America/Mexico_City',
    };

    it(`returns counts, 64-bit integers, numerics and dates as the same JS types (${testDatabaseKind()})`, async () => {
      const db = await getTestDatabase();
      const { rows } = await db.knex.raw(query);
      expect(rows).to.deep.equal([expected]);
    });

    it('returns identical rows from PGlite and PostgreSQL for the same queries', async function () {
      // Migrating a fresh PGlite loads the shipped catalogues (vehicles among them): slow on a busy machine.
      this.timeout(180_000);
      if (!process.env.DATABASE_URL) {
        console.log('      (comparación omitida: define DATABASE_URL para compararla con PostgreSQL)');
        return this.skip();
      }
      const pglite = await openMigratedDatabase('');
      const postgres = await getTestDatabase();
      try {
        for (const q of [query, `select cartera_fold('Ñandú Quálitas') as f`, `select generate_series(1, 3)::int8 as n`]) {
          expect((await pglite.knex.raw(q)).rows, q).to.deep.equal((await postgres.knex.raw(q)).rows);
        }
      } finally {
        await pglite.close();
      }
    });
  });

  describe('embedded database lock', () => {
    it('stops a second process with a clear message while one holds the directory', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cartera-lock-'));
      const sleeper = spawn('sleep', ['30']);
      try {
        writeFileSync(path.join(dir, 'cartera.lock'), String(sleeper.pid));
        expect(() => acquireDirectoryLock(dir)).to.throw(DatabaseBusyError, `está en uso por otro proceso (pid ${sleeper.pid})`);
      } finally {
        sleeper.kill();
      }
    });

    it('takes over a lock left by a process that no longer exists', async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cartera-lock-'));
      writeFileSync(path.join(dir, 'cartera.lock'), '999999999');
      const release = acquireDirectoryLock(dir);
      expect(() => acquireDirectoryLock(dir)).to.throw(DatabaseBusyError, 'ya está abierta en este proceso');
      release();
      acquireDirectoryLock(dir)();
    });
  });
});
