import { expect } from 'chai';
import fc from 'fast-check';
import type { Database } from '../../core/server/db/database.ts';
import { HttpError } from '../../core/server/http/errors.ts';
import { applyListQuery } from '../../core/server/list-query/page.ts';
import type { RawListQuery } from '../../core/server/list-query/parse.ts';
import { createFixtureTable, dropFixtureTable, fixtureRows, fixtureSpec } from '../helpers/list-fixture.ts';
import { DEFAULT_OPERATORS, LIST_OPERATORS } from '../../core/shared/list-query.ts';
import { getTestDatabase } from '../helpers/db.ts';

/**
 * Thousands of generated query strings through parse + apply on a real table: the only error ever
 * allowed is a 400, and every row-returning statement carries a LIMIT no larger than maxSize.
 */

const RUNS = Number(process.env.LIST_QUERY_FUZZ_RUNS ?? 3000);
const spec = fixtureSpec('t');
const MAX = spec.maxSize ?? 0;
const fields = Object.keys(spec.fields);

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom("x'; drop table t;--", 'id) or (1=1', '__proto__', 'constructor', '%', '_', '\\', '\u0000', ' ', ',', ',,', '[]', '9'.repeat(40)),
);
const op = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...LIST_OPERATORS, 'CN', 'Bw') }, { weight: 1, arbitrary: junk });
const key = fc.oneof(
  { weight: 8, arbitrary: fc.tuple(fc.constantFrom(...fields), fc.option(op, { nil: undefined })).map(([f, o]) => (o === undefined ? f : `${f}[${o}]`)) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...fields), op, op).map(([f, a, b]) => `${f}[${a}][${b}]`) },
  { weight: 1, arbitrary: junk },
);
const scalar = fc.oneof(
  fc.constantFrom('true', 'false', '1', '0', 'activo', 'INACTIVO', 'Quálitas', 'qualitas', 'ñandu', 'AXA', '2024-01-15', '2024-02-30', '2024-01-15 10:00', '2024-01-15 10:00:00'),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map(String),
  fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().replace('T', ' ').slice(0, 19)),
  junk,
);
const value = fc.oneof(
  { weight: 5, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }).map((a) => a.join(',')) },
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.array(fc.string({ maxLength: 3 }), { minLength: 2, maxLength: 2 }) },
);
const order = fc.oneof(
  fc
    .array(
      fc.tuple(fc.constantFrom(...fields, 'foo', ''), fc.constantFrom('', ' asc', ' DESC', ' up', ' asc desc')).map(([f, d]) => f + d),
      { maxLength: 3 },
    )
    .map((a) => a.join(fc.sample(fc.constantFrom(',', ', '), 1)[0])),
  junk,
);
const number = fc.oneof(fc.integer({ min: -3, max: 30 }).map(String), fc.constantFrom('-1', '0', '99999', '999999', '10000', '1.5', '', ' 2', '1e3'), junk);
/** A filter the spec accepts: a field, one of its operators and a value of its type. */
const typed: Record<string, fc.Arbitrary<string>> = {
  text: fc.oneof(fc.constantFrom('Quálitas', 'qualitas', 'ñandu', 'AXA', 'seguro', '100%', 'a_b'), fc.string({ maxLength: 8 })),
  enum: fc.constantFrom('activo', 'INACTIVO', 'Activo'),
  integer: fc.integer({ min: -20, max: 200 }).map(String),
  number: fc.oneof(fc.integer({ min: 0, max: 5000 }).map(String), fc.constantFrom('1500.50', '0.1', '999999.99')),
  date: fc.date({ min: new Date('2023-06-01'), max: new Date('2025-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  datetime: fc.date({ min: new Date('2023-06-01'), max: new Date('2025-12-31'), noInvalidDate: true }).map((d) =>
    d
      .toISOString()
      .replace('T', ' ')
      .slice(0, fc.sample(fc.constantFrom(10, 16, 19), 1)[0]),
  ),
  boolean: fc.constantFrom('true', 'false', '1', '0'),
};
const wellFormed = fc.constantFrom(...fields).chain((name) => {
  const field = spec.fields[name];
  const ops = field.ops ?? DEFAULT_OPERATORS[field.type];
  return fc.constantFrom(...ops).chain((o) => {
    const v = typed[field.type];
    const val = o === 'bw' ? fc.tuple(v, v).map((p) => p.join(',')) : o === 'in' || o === 'ni' ? fc.array(v, { minLength: 1, maxLength: 3 }).map((a) => a.join(',')) : v;
    return fc.tuple(fc.constant(o === 'eq' && name.length % 2 ? name : `${name}[${o}]`), val);
  });
});
const validOrder = fc
  .array(fc.tuple(fc.constantFrom(...fields.filter((f) => spec.fields[f].sortable)), fc.constantFrom('', ' asc', ' DESC')), { maxLength: 3 })
  .map((a) => a.map(([f, d]) => f + d).join(', '));
const validNumber = fc.oneof(fc.integer({ min: 1, max: 12 }).map(String), fc.constantFrom('-1', '99999', '999999', '10000', '3', '5'));

const query = fc
  .record(
    {
      filters: fc.array(fc.oneof({ weight: 12, arbitrary: wellFormed }, { weight: 1, arbitrary: fc.tuple(key, value) }), { maxLength: 4 }),
      order: fc.option(fc.oneof({ weight: 6, arbitrary: validOrder }, { weight: 1, arbitrary: order }), { nil: undefined }),
      page: fc.option(fc.oneof({ weight: 8, arbitrary: validNumber }, { weight: 1, arbitrary: number }), { nil: undefined }),
      size: fc.option(fc.oneof({ weight: 8, arbitrary: validNumber }, { weight: 1, arbitrary: number }), { nil: undefined }),
    },
    { requiredKeys: ['filters'] },
  )
  .map(({ filters, ...reserved }) => {
    const q: RawListQuery = Object.fromEntries(filters);
    for (const [k, v] of Object.entries(reserved)) if (v !== undefined) q[k] = v;
    return q;
  });

interface Issued {
  sql: string;
  bindings?: unknown[];
}

/** The LIMIT of a statement: knex binds it (`limit ?` or `limit $n` once positional). */
function limitOf(q: Issued): number | undefined {
  const m = /\blimit (\?|\$(\d+))/i.exec(q.sql);
  if (!m) return undefined;
  const bindings = q.bindings ?? [];
  const index = m[2] ? Number(m[2]) - 1 : (q.sql.slice(0, m.index).match(/\?/g) ?? []).length;
  return Number(bindings[index]);
}

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

describe('list-query fuzz: generated query strings against a real table', function () {
  this.timeout(120000);
  let db: Database;
  let table: string;
  const issued: Issued[] = [];
  const record = (q: Issued) => issued.push(q);

  before(async () => {
    db = await getTestDatabase();
    table = await createFixtureTable(db);
    db.knex.on('query', record);
  });
  after(async () => {
    db?.knex.removeListener('query', record);
    if (db && table) await dropFixtureTable(db, table);
  });

  it(`answers ${RUNS} random queries with a page or a 400, always with LIMIT ≤ maxSize`, async () => {
    let pages = 0;
    let refusals = 0;
    let nonEmpty = 0;
    let limited = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        issued.length = 0;
        try {
          const page = await applyListQuery(db.knex(`${table} as t`).select('t.*'), spec, q);
          pages++;
          if (page.items.length) nonEmpty++;
          expect(page.pageSize).to.be.within(1, MAX);
          expect(page.items.length).to.be.at.most(page.pageSize);
          expect(page.totalPages).to.equal(Math.ceil(page.totalItems / page.pageSize));
          expect(page.totalItems).to.be.within(0, fixtureRows.length);
        } catch (err) {
          if (!(err instanceof HttpError) || err.status !== 400) throw err;
          expect(err.message).to.match(/Ejemplo|Esta lista/);
          refusals++;
        }
        for (const statement of issued) {
          if (/^select count\(\*\)/i.test(statement.sql)) continue;
          const limit = limitOf(statement);
          expect(limit, statement.sql).to.be.a('number').and.within(1, MAX);
          limited++;
        }
      }),
      // A fixed seed keeps CI repeatable; FUZZ_SEED explores other inputs locally.
      { numRuns: RUNS, seed: SEED },
    );
    const [{ n }] = await db.knex(table).count({ n: '*' });
    expect(n).to.equal(fixtureRows.length);
    // Both outcomes must be exercised, or the generators have drifted.
    expect(pages).to.be.above(RUNS / 4);
    expect(refusals).to.be.above(RUNS / 10);
    expect(nonEmpty).to.be.above(RUNS / 10);
    expect(limited).to.be.at.least(pages);
    console.log(`      semilla ${SEED}: ${pages} páginas (${nonEmpty} con filas), ${refusals} rechazos 400`);
  });
});
