import { expect } from 'chai';
import fc from 'fast-check';
import type { Database } from '../../core/server/db/database.ts';
import { CountCache, OFFSET_PROFUNDO, fetchListPage, parseListQuery, type RawListQuery } from '../../core/server/list-query/index.ts';
import { getTestDatabase } from '../helpers/db.ts';
import { createFixtureTable, dropFixtureTable, fixtureSpec } from '../helpers/list-fixture.ts';

/**
 * Issue 19: a deep page read keys first (core/server/list-query/page.ts) holds exactly the rows, in
 * exactly the order, of the plain OFFSET query, whatever the data and the sort, ties and nulls
 * included; columns computed per row of the page (porFila, the list's e-mails) leave those rows and
 * that order as they are; and a page past a remembered total is answered without reading rows.
 */

const spec = fixtureSpec('t');
const SORTABLES = ['aseguradora', 'abreviacion', 'status', 'prima', 'numero', 'fecha', 'creado', 'aseguradoraPlegada', 'etiqueta'];

/** Few distinct values, nulls among them: many ties for the sort to break. */
const fila = fc.record({
  aseguradora: fc.constantFrom('Quálitas', 'quálitas', 'Qualitas', 'AXA', 'Ñandú', 'nandu', 'Afirme', null),
  abreviacion: fc.constantFrom('QUA', 'AXA', 'NAN', null),
  status: fc.constantFrom('activo', 'inactivo', null),
  estandar: fc.constantFrom(true, false, null),
  prima: fc.constantFrom('1.00', '1500.50', '0.10', null),
  numero: fc.option(fc.integer({ min: -2, max: 3 }), { nil: null }),
  fecha: fc.constantFrom('2024-01-15', '2024-02-29', null),
  creado: fc.constantFrom('2024-01-15 10:00:00', '2024-01-15 10:00:01', null),
  nota: fc.constantFrom('x', null),
});
const orden = fc
  .uniqueArray(fc.constantFrom(...SORTABLES), { minLength: 1, maxLength: 3 })
  .chain((campos) => fc.tuple(...campos.map((c) => fc.constantFrom(`${c} asc`, `${c} desc`))))
  .map((partes) => partes.join(','));
const consulta = fc.record({
  order: orden,
  size: fc.integer({ min: 1, max: 60 }),
  // Mostly deep pages, some shallow ones and some past the end.
  fila: fc.oneof({ weight: 4, arbitrary: fc.integer({ min: OFFSET_PROFUNDO, max: 420 }) }, { weight: 1, arbitrary: fc.integer({ min: 0, max: OFFSET_PROFUNDO }) }),
  filtro: fc.constantFrom<RawListQuery>({}, { status: 'activo' }, { 'aseguradora[cn]': 'qualitas' }, { 'numero[ge]': '0' }),
});

describe('deep pages read keys first (issue 19)', function () {
  this.timeout(300_000);
  let db: Database;
  let table: string;
  before(async () => {
    db = await getTestDatabase();
    table = await createFixtureTable(db, []);
  });
  after(() => dropFixtureTable(db, table));

  const base = () => db.knex(`${table} as t`).select('t.*');
  const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
  /** A correlated subquery per row of the page, as the policy list's e-mails. */
  const doble = (fila: string) => [db.knex.raw(`(select x.numero * 2 from ?? x where x.id = ??) as doble`, [table, `${fila}.id`])];

  it('gives the same rows in the same order as OFFSET, over random data, sorts, ties and nulls', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fila, { minLength: 150, maxLength: 400 }), fc.array(consulta, { minLength: 6, maxLength: 6 }), async (filas, consultas) => {
        await db.knex(table).delete();
        await db.knex.batchInsert(table, filas, 200);
        for (const c of consultas) {
          const page = Math.floor(c.fila / c.size) + 1;
          const plan = parseListQuery(spec, { ...c.filtro, order: c.order, size: String(c.size), page: String(page) });
          const offset = await fetchListPage<{ id: number }>(base(), plan);
          const clavesPrimero = await fetchListPage<{ id: number }>(base(), plan, undefined, { clavesPrimero: true });
          expect(ids(clavesPrimero.items), JSON.stringify(c)).to.deep.equal(ids(offset.items));
          expect(clavesPrimero.totalItems).to.equal(offset.totalItems);
          for (const opciones of [{}, { clavesPrimero: true }]) {
            const conDoble = await fetchListPage<{ id: number; numero: number | null; doble: number | null }>(base(), plan, undefined, { ...opciones, porFila: doble });
            expect(conDoble.items.map(({ doble, ...resto }) => resto)).to.deep.equal(offset.items);
            expect(conDoble.items.map((r) => r.doble)).to.deep.equal(conDoble.items.map((r) => (r.numero === null ? null : r.numero * 2)));
          }
        }
      }),
      { numRuns: Number(process.env.PAGINAS_PROFUNDAS_RUNS ?? 25) },
    );
  });

  it('partitions the list: pages of 30 read keys first, end to end, are the list read 100 at a time by OFFSET', async () => {
    await db.knex(table).delete();
    await db.knex.batchInsert(table, fc.sample(fila, { numRuns: 330, seed: 19 }), 200);
    const leer = async (size: number, paginas: number, opciones?: { clavesPrimero: boolean }) => {
      const todas: number[] = [];
      for (let page = 1; page <= paginas; page++) {
        const plan = parseListQuery(spec, { order: 'status asc,fecha desc', size: String(size), page: String(page) });
        todas.push(...ids((await fetchListPage<{ id: number }>(base(), plan, undefined, opciones)).items));
      }
      return todas;
    };
    const porClaves = await leer(30, 11, { clavesPrimero: true });
    expect(new Set(porClaves).size).to.equal(330);
    expect(porClaves).to.deep.equal(await leer(100, 4));
  });

  it('answers a page past a remembered total without reading rows', async () => {
    await db.knex(table).delete();
    await db.knex.batchInsert(table, fc.sample(fila, { numRuns: 40, seed: 7 }), 200);
    const cached = { cache: new CountCache(), scope: 'prueba', version: '1' };
    const plan = parseListQuery(spec, { size: '10', page: '2' });
    expect((await fetchListPage(base(), plan, cached)).totalItems).to.equal(40);
    const lejos = parseListQuery(spec, { size: '10', page: '50' });
    const consultas: string[] = [];
    const anotar = (q: { sql: string }) => consultas.push(q.sql);
    db.knex.on('query', anotar);
    try {
      expect(await fetchListPage(base(), lejos, cached)).to.deep.equal({ items: [], totalItems: 40, currentPage: 50, totalPages: 4, pageSize: 10 });
    } finally {
      db.knex.removeListener('query', anotar);
    }
    expect(consultas).to.deep.equal([]);
    // Another data version: the remembered total no longer applies and the rows are read.
    expect((await fetchListPage(base(), lejos, { ...cached, version: '2' })).totalItems).to.equal(40);
  });
});
