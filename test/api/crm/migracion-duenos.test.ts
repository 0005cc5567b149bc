import { expect } from 'chai';
import type { Knex } from 'knex';
import path from 'node:path';
import { listMigrations, migrateLatest, migrateRollback } from '../../../core/server/db/migrations.ts';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { discoverPlugins } from '../../../core/server/plugins/discover.ts';
import { openScratchDatabase } from '../../helpers/db.ts';

const MIGRACION = '20261124100000_crm_duenos.ts';
const VIEJAS = ['cliente_id', 'poliza_id', 'recibo_id', 'prospecto_id', 'siniestro_id', 'cotizacion_id'];

/** crm's owners become (entidad, dueno_id): the rows written with one column per owner keep their owner. */
describe('crm migration: one owner column per kind → entidad and dueno_id', function () {
  this.timeout(120_000);
  let cerrar: () => Promise<void>;
  let con: <T>(fn: (k: Knex) => Promise<T>) => Promise<T>;
  let db: Awaited<ReturnType<typeof openScratchDatabase>>['db'];
  const plugins = discoverPlugins(path.join(PROJECT_ROOT, 'plugins'));
  const todas = listMigrations(path.join(PROJECT_ROOT, 'migrations'), ['core', ...plugins.map((p) => p.id)]);
  // Up to this migration: later ones are not what this test is about.
  const hasta = todas.filter((m) => m.name <= MIGRACION);

  before(async () => {
    const scratch = await openScratchDatabase();
    db = scratch.db;
    cerrar = scratch.drop;
    con = (fn) => db.withOwner(fn);
    await migrateLatest(
      db,
      todas.filter((m) => m.name < MIGRACION),
    );
  });
  after(() => cerrar());

  const columnas = (tabla: string) =>
    con(async (k) =>
      (await k.raw(`select column_name from information_schema.columns where table_name = ? order by ordinal_position`, [tabla])).rows.map(
        (r: { column_name: string }) => r.column_name,
      ),
    );
  const restricciones = (tabla: string) =>
    con(async (k) => (await k.raw(`select conname from pg_constraint where conrelid = ?::regclass order by conname`, [tabla])).rows.map((r: { conname: string }) => r.conname));
  const filas = (tabla: string, orden: string) => con((k) => k.raw(`select * from ?? order by ??`, [tabla, orden]).then((r) => r.rows));

  it('copies every owner, drops the old columns, their check, indexes and foreign keys, and keeps row-level security', async () => {
    await con((k) =>
      k.transaction(async (trx) => {
        // Rows as the old code wrote them; the owners' rows themselves do not matter here.
        await trx.raw(`set local session_replication_role = replica`);
        for (const [n, columna] of VIEJAS.entries()) {
          await trx('bitacoras').insert({ agente_id: 1, [columna]: 100 + n, tipo: 'nota general', usuario_id: 1 });
        }
        await trx('adjuntos').insert({ agente_id: 1, cliente_id: 100, dominio: 'clientes', path: '/api/storage/1/clientes/a.pdf', archivo: 'a.pdf', usuario_id: 1 });
        await trx('adjuntos').insert({ agente_id: 1, recibo_id: 102, dominio: 'recibos', path: '/api/storage/1/recibos/b.pdf', archivo: 'b.pdf', usuario_id: 1 });
      }),
    );
    expect(await restricciones('bitacoras')).to.include.members(['bitacoras_cliente_id_fk', 'bitacoras_poliza_id_fk', 'bitacoras_recibo_id_fk', 'bitacoras_un_dueno_ck']);

    const { names } = await migrateLatest(db, hasta);
    expect(names).to.deep.equal([MIGRACION]);
    const bitacoras = await filas('bitacoras', 'id');
    expect(bitacoras.map((b: { entidad: string; dueno_id: number }) => [b.entidad, b.dueno_id])).to.deep.equal([
      ['clientes', 100],
      ['polizas', 101],
      ['recibos', 102],
      ['prospectos', 103],
      ['siniestros', 104],
      ['cotizaciones', 105],
    ]);
    expect((await filas('adjuntos', 'id')).map((a: { entidad: string; dueno_id: number }) => [a.entidad, a.dueno_id])).to.deep.equal([
      ['clientes', 100],
      ['recibos', 102],
    ]);
    for (const tabla of ['bitacoras', 'adjuntos']) {
      const cols = await columnas(tabla);
      expect(cols).to.include.members(['entidad', 'dueno_id']);
      expect(cols).to.not.include.members(VIEJAS);
      const nombres = await restricciones(tabla);
      expect(
        nombres.filter((n: string) => n.endsWith('_fk') || n.endsWith('_un_dueno_ck')),
        tabla,
      ).to.deep.equal([]);
      const indices = await con(async (k) => (await k.raw(`select indexname, indexdef from pg_indexes where tablename = ?`, [tabla])).rows);
      expect(indices.find((i: { indexname: string }) => i.indexname === `${tabla}_dueno_idx`)?.indexdef).to.match(/\(agente_id, entidad, dueno_id\)/);
      const rls = await con(async (k) => (await k.raw(`select relrowsecurity, relforcerowsecurity from pg_class where oid = ?::regclass`, [tabla])).rows[0]);
      expect(rls, tabla).to.deep.equal({ relrowsecurity: true, relforcerowsecurity: true });
      const politicas = await con(async (k) => (await k.raw(`select policyname from pg_policies where tablename = ? order by policyname`, [tabla])).rows);
      expect(politicas.map((p: { policyname: string }) => p.policyname)).to.deep.equal(['system_scope', 'tenant_isolation']);
    }
  });

  it('goes back down to the six columns with their owners, check and indexes (not the keys to other plugins’ tables)', async () => {
    const { names } = await migrateRollback(db, hasta);
    expect(names).to.deep.equal([MIGRACION]);
    const bitacoras = await filas('bitacoras', 'id');
    for (const [n, columna] of VIEJAS.entries()) expect(bitacoras[n][columna], columna).to.equal(100 + n);
    expect(await columnas('bitacoras')).to.not.include.members(['entidad', 'dueno_id']);
    expect((await restricciones('adjuntos')).filter((n: string) => n.endsWith('_fk') || n.endsWith('_ck'))).to.deep.equal(['adjuntos_un_dueno_ck']);
    const indices = await con(async (k) => (await k.raw(`select indexname from pg_indexes where tablename = 'bitacoras'`)).rows.map((r: { indexname: string }) => r.indexname));
    expect(indices).to.include.members(VIEJAS.map((c) => `bitacoras_${c}_idx`));
    await migrateLatest(db, hasta);
  });

  it('refuses to go down while a row belongs to a kind the old columns cannot hold', async () => {
    await con((k) =>
      k.transaction(async (trx) => {
        await trx.raw(`set local session_replication_role = replica`);
        await trx('bitacoras').insert({ agente_id: 1, entidad: 'facturas', dueno_id: 1, tipo: 'nota general', usuario_id: 1 });
      }),
    );
    let error: Error | undefined;
    await migrateRollback(db, hasta).catch((e: Error) => (error = e));
    expect(error?.message).to.match(/No se puede revertir bitacoras: tiene registros de entidades sin columna en la versión anterior \(facturas\)/);
    expect(await columnas('bitacoras')).to.include.members(['entidad', 'dueno_id']);
  });
});
