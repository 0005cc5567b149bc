import { expect } from 'chai';
import type { Knex } from 'knex';
import type { Database } from '../../../core/server/db/database.ts';
import { getTestDatabase, testDatabaseKind } from '../../helpers/db.ts';

/**
 * Core's change mechanism (migrations/core/20261124000000_core_cambios.ts, docs/adr/020): an owner
 * publishes a table's changes, dependents subscribe statements that read the transition tables. The
 * test works on scratch tables of its own, as the database owner, and removes them afterwards.
 */
describe(`change mechanism: published changes and subscriptions (${testDatabaseKind()})`, function () {
  this.timeout(60000);
  let db: Database;
  const sufijo = `${process.pid}_${Date.now() % 100000}`;
  const fuente = `cambios_fuente_${sufijo}`;
  const destino = `cambios_destino_${sufijo}`;
  const canal = `prueba_${sufijo}`;

  const owner = <T>(fn: (k: Knex) => Promise<T>) => db.withOwner(fn);
  const disparadores = () =>
    owner(async (k) =>
      (await k.raw(`select tgname from pg_trigger where tgrelid = ?::regclass and not tgisinternal order by 1`, [fuente])).rows.map((r: { tgname: string }) => r.tgname),
    );
  const registro = () => owner((k) => k(destino).orderBy('id').select('quien', 'evento', 'filas'));

  before(async () => {
    db = await getTestDatabase();
    await owner(async (k) => {
      await k.raw(`create table ${fuente} (id serial primary key, valor integer not null)`);
      await k.raw(`create table ${destino} (id serial primary key, quien text not null, evento text not null, filas integer not null)`);
      await k.raw(`select cartera_publicar(?, ?, 'prueba')`, [canal, fuente]);
    });
  });

  after(async () => {
    await owner(async (k) => {
      await k.raw(`select cartera_retirar(?)`, [canal]);
      await k.raw(`drop table if exists ${fuente}, ${destino}`);
    });
  });

  const anota = (quien: string, evento: string, tabla: string) => `insert into ${destino} (quien, evento, filas) select '${quien}', '${evento}', count(*) from ${tabla}`;

  it('puts no trigger on a table whose published changes nobody follows', async () => {
    expect(await disparadores()).to.deep.equal([]);
  });

  it('runs every subscriber’s statements once per statement, in their order, with the rows it changed', async () => {
    await owner(async (k) => {
      await k.raw(`select cartera_suscribir(?, 'b.segundo', ?, ?, ?, 20::smallint)`, [
        canal,
        anota('b', 'ins', 'nuevos'),
        anota('b', 'upd', 'nuevos'),
        anota('b', 'del', 'viejos'),
      ]);
      await k.raw(`select cartera_suscribir(?, 'a.primero', ?, null, null, 10::smallint)`, [canal, anota('a', 'ins', 'nuevos')]);
    });
    expect(await disparadores()).to.deep.equal([`${canal}_cambios_del`, `${canal}_cambios_ins`, `${canal}_cambios_upd`]);
    await owner(async (k) => {
      await k(fuente).insert([{ valor: 1 }, { valor: 2 }, { valor: 3 }]);
      await k(fuente)
        .where('valor', '>', 1)
        .update({ valor: k.raw('valor * 10') });
      await k(fuente).where('valor', 1).del();
    });
    expect(await registro()).to.deep.equal([
      { quien: 'a', evento: 'ins', filas: 3 },
      { quien: 'b', evento: 'ins', filas: 3 },
      { quien: 'b', evento: 'upd', filas: 2 },
      { quien: 'b', evento: 'del', filas: 1 },
    ]);
  });

  it('rolls the writer’s statement back when a subscriber’s statement fails', async () => {
    await owner((k) => k.raw(`select cartera_suscribir(?, 'c.falla', ?, null, null)`, [canal, `insert into ${destino} (quien, evento, filas) values ('c', 'ins', null)`]));
    const antes = await owner((k) => k(fuente).count({ n: '*' }));
    const error = await owner((k) => k(fuente).insert({ valor: 7 })).catch((e: Error) => e);
    expect(error).to.be.instanceOf(Error);
    expect(await owner((k) => k(fuente).count({ n: '*' }))).to.deep.equal(antes);
    await owner((k) => k.raw(`select cartera_desuscribir(?, 'c.falla')`, [canal]));
  });

  it('rebuilds the channel without a subscriber that leaves, and drops the triggers with the last one', async () => {
    await owner((k) => k.raw(`select cartera_desuscribir(?, 'b.segundo')`, [canal]));
    expect(await disparadores()).to.deep.equal([`${canal}_cambios_ins`]);
    await owner((k) => k.raw(`select cartera_desuscribir(?, 'a.primero')`, [canal]));
    expect(await disparadores()).to.deep.equal([]);
  });

  it('follows with the data version every table the policy and receipt lists read', async () => {
    const { rows } = await owner((k) => k.raw(`select s.canal from cambios_suscripciones s where s.suscriptor = 'core.versiones' order by 1`));
    expect(rows.map((r: { canal: string }) => r.canal)).to.deep.equal(['aseguradoras_propias', 'clientes', 'polizas', 'recibos']);
  });

  it('keeps the wiring out of the requests’ reach', async () => {
    const error = await db.knex.transaction((trx) => trx('cambios_suscripciones').select('canal')).catch((e: Error) => e);
    expect(String(error)).to.match(/permission denied|permiso denegado/);
  });
});
