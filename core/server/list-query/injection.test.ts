import { expect } from 'chai';
import type { ListPage } from '../../shared/envelope.ts';
import { HttpError } from '../http/errors.ts';
import { applyListQuery } from './page.ts';
import type { RawListQuery } from './parse.ts';
import { fixtureRows, fixtureSpec, useFixtureTable } from '../../../test/helpers/list-fixture.ts';

describe('list queries refuse SQL injection and odd input', function () {
  this.timeout(60000);
  const fixture = useFixtureTable();
  const spec = fixtureSpec('t');

  /** A 400 (returned as its message) or a page; anything else fails the test. */
  async function attempt(query: RawListQuery): Promise<string | ListPage<Record<string, unknown>>> {
    try {
      return await applyListQuery(fixture.db.knex(`${fixture.table} as t`).select('t.*'), spec, query);
    } catch (err) {
      if (err instanceof HttpError && err.status === 400) return err.message;
      throw err;
    }
  }
  const rejected = async (query: RawListQuery) => expect(await attempt(query), JSON.stringify(query)).to.be.a('string');
  const found = async (query: RawListQuery) => {
    const page = await attempt(query);
    expect(page, JSON.stringify(query)).to.be.an('object');
    return (page as ListPage<{ aseguradora: string }>).totalItems;
  };

  afterEach(async () => {
    const [{ n }] = await fixture.db.knex(fixture.table).count({ n: '*' });
    expect(n, 'la tabla sigue intacta').to.equal(fixtureRows.length);
  });

  const hostile = ["x'; drop fixture.table t;--", 'id) or (1=1', "' or '1'='1", '1; delete from lq --', '$1', '?', '??', '\\', "%' or 1=1 --", '*/ select 1 /*'];

  it('binds hostile text values: they match nothing and change nothing', async () => {
    for (const value of hostile) {
      for (const key of ['aseguradora', 'aseguradora[cn]', 'aseguradora[ne]', 'abreviacion[in]', 'nota[eq]', 'etiqueta[cn]', 'buscar[cn]']) {
        const total = await found({ [key]: value });
        expect(total, `${key}=${value}`).to.equal(key.endsWith('[ne]') ? fixtureRows.length : 0);
      }
    }
  });

  it('refuses hostile values for typed fields', async () => {
    for (const value of hostile) {
      for (const key of ['numero', 'prima[ge]', 'fecha[bw]', 'creado[le]', 'estandar', 'status']) await rejected({ [key]: value });
    }
  });

  it('refuses hostile field names, operators and nested brackets', async () => {
    for (const key of [
      "x'; drop fixture.table t;--",
      'id) or (1=1',
      'aseguradora) or (1=1',
      'a[cn][eq]',
      'aseguradora[cn][eq]',
      'aseguradora[cn',
      'aseguradora]cn[',
      'aseguradora[cn) or (1=1]',
      't.aseguradora',
      'aseguradora ',
      ' aseguradora',
      'ASEGURADORA',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '',
    ]) {
      await rejected({ [key]: 'x' });
    }
  });

  it('refuses hostile order, page and size', async () => {
    for (const order of [
      'aseguradora; drop fixture.table t',
      'aseguradora asc, (select 1)',
      '(select 1)',
      'aseguradora desc nulls first',
      "aseguradora asc'",
      '1',
      't.id',
      'aseguradora asc;',
    ]) {
      await rejected({ order });
    }
    for (const page of ['1 or 1=1', '1;', '2e3', '１']) await rejected({ page });
    for (const size of ['10; drop fixture.table t', '10 ', '0x10', '1e2', 'NaN', 'Infinity']) {
      const answer = await attempt({ size });
      if (size === '10 ') expect(answer).to.be.an('object');
      else expect(answer, size).to.be.a('string');
    }
  });

  it('handles unicode: accents, ñ, emoji, combining marks, RTL, full-width', async () => {
    expect(await found({ 'aseguradora[cn]': 'ÑANDÚ' })).to.equal(1);
    expect(await found({ 'aseguradora[cn]': 'QUÁLITAS' })).to.equal(2);
    for (const value of ['😀', 'Ｑｕａｌｉｔａｓ', 'qua\u0301litas', 'مرحبا', '\u202eabc', '\ud800', 'ß', 'İ']) {
      const answer = await attempt({ 'aseguradora[cn]': value, 'nota[eq]': value });
      expect(answer, value).to.satisfy((a: unknown) => typeof a === 'string' || (a as ListPage<unknown>).totalItems === 0);
    }
    // A byte-order mark is whitespace to trim(): the value is empty, so there is no filter.
    expect(await found({ 'aseguradora[cn]': '\ufeff' })).to.equal(fixtureRows.length);
  });

  it('refuses control characters and over-long input, and serves long but allowed input', async () => {
    await rejected({ aseguradora: 'a\u0000b' });
    await rejected({ 'aseguradora[cn]': 'line\nbreak' });
    await rejected({ 'aseguradora[cn]': 'x'.repeat(10_000) });
    expect(await found({ 'aseguradora[cn]': 'x'.repeat(500) })).to.equal(0);
    expect(await found({ 'abreviacion[in]': Array.from({ length: 500 }, (_, i) => `v${i}`).join(',') })).to.equal(0);
    expect(await found({ 'numero[in]': Array.from({ length: 500 }, (_, i) => String(i * 997)).join(',') })).to.be.at.least(1);
    await rejected({ 'numero[in]': Array.from({ length: 501 }, (_, i) => String(i)).join(',') });
  });

  it('refuses numbers and dates the database would choke on', async () => {
    for (const [key, value] of [
      ['numero', '9007199254740993'],
      ['numero', '99999999999'],
      ['prima', '1'.repeat(30)],
      ['fecha', '2024-02-30'],
      ['fecha', '0000-01-01'],
      ['creado', '2024-01-01 25:00'],
      ['creado', '10000-01-01'],
      ['fecha[bw]', '2024-01-01,'],
      ['fecha[bw]', ','],
    ] as const) {
      const answer = await attempt({ [key]: value });
      if (key === 'numero' && value === '99999999999')
        expect(answer).to.be.an('object'); // bigint parameter: no overflow
      else expect(answer, `${key}=${value}`).to.be.a('string');
    }
    expect(await found({ 'fecha[le]': '9999-12-31', 'creado[le]': '9999-12-31', 'creado[ge]': '0001-01-01' })).to.equal(11);
  });
});
