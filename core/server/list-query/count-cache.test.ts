import { expect } from 'chai';
import { CountCache, type CachedCount } from './count-cache.ts';
import { applyListQuery } from './page.ts';
import type { RawListQuery } from './parse.ts';
import { fixtureSpec, useFixtureTable } from '../../../test/helpers/list-fixture.ts';

describe('list totals remembered per data version', function () {
  this.timeout(60000);
  const fixture = useFixtureTable();
  const spec = fixtureSpec('t');

  /** The page's total and how many count statements the request ran. */
  async function listar(query: RawListQuery, cached: CachedCount): Promise<{ total: number; conteos: number }> {
    let conteos = 0;
    const contar = (q: { sql: string }) => {
      if (/count\(\*\)/i.test(q.sql)) conteos++;
    };
    fixture.db.knex.on('query', contar);
    try {
      const page = await applyListQuery(fixture.db.knex(`${fixture.table} as t`).select('t.*'), spec, { size: '2', ...query }, cached);
      return { total: page.totalItems, conteos };
    } finally {
      fixture.db.knex.removeListener('query', contar);
    }
  }

  it('counts once per filters and version, and again when the version moves', async () => {
    const cache = new CountCache();
    const v1 = { cache, scope: 'prueba:1', version: '1' };
    expect(await listar({}, v1)).to.deep.equal({ total: 12, conteos: 1 });
    expect(await listar({ page: '3', order: 'numero desc' }, v1)).to.deep.equal({ total: 12, conteos: 0 });
    expect(await listar({ status: 'activo' }, v1)).to.deep.equal({ total: 8, conteos: 1 });
    expect(await listar({ status: 'ACTIVO' }, v1)).to.deep.equal({ total: 8, conteos: 0 });
    expect(await listar({}, { ...v1, version: '2' })).to.deep.equal({ total: 12, conteos: 1 });
    expect(await listar({}, { ...v1, scope: 'prueba:2' })).to.deep.equal({ total: 12, conteos: 1 });
  });

  it('forgets the least recently used totals beyond its size', () => {
    const cache = new CountCache(2);
    cache.set('a', '1', 10);
    cache.set('b', '1', 20);
    expect(cache.get('a', '1')).to.equal(10);
    cache.set('c', '1', 30);
    expect(cache.get('b', '1')).to.equal(undefined);
    expect(cache.get('a', '1')).to.equal(10);
    expect(cache.get('a', '2')).to.equal(undefined);
    expect(cache.get('a', '1'), 'an entry of an older version is dropped once asked for').to.equal(undefined);
  });
});
