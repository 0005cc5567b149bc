import { expect } from 'chai';
import { Model } from 'objection';
import type { Database } from '../db/database.ts';
import { getTestDatabase } from '../../../test/helpers/db.ts';
import { applyListQuery } from './page.ts';
import { createFixtureTable, dropFixtureTable, fixtureSpec } from '../../../test/helpers/list-fixture.ts';

describe('applyListQuery with an Objection query as the base', function () {
  this.timeout(60000);
  let db: Database;
  let table: string;
  let Fixture: typeof Model;

  before(async () => {
    db = await getTestDatabase();
    table = await createFixtureTable(db);
    const name = table;
    Fixture = class extends Model {
      static override get tableName() {
        return name;
      }
    };
  });
  after(async () => {
    if (db && table) await dropFixtureTable(db, table);
  });

  it('returns model instances, filters, orders and counts through resultSize', async () => {
    const page = await applyListQuery<Model>(Fixture.query(db.knex).alias('t'), fixtureSpec('t'), {
      'aseguradora[cn]': 'seguro',
      order: 'aseguradora desc',
      size: '2',
    });
    expect(page).to.deep.include({ totalItems: 4, totalPages: 2, currentPage: 1, pageSize: 2 });
    expect(page.items[0]).to.be.instanceOf(Fixture);
    expect(page.items.map((r) => (r as unknown as { aseguradora: string }).aseguradora)).to.deep.equal(['Seguros Atlas', 'Ñandú Seguros']);
  });

  it('keeps the OR of a custom filter grouped, and works on a transaction', async () => {
    const page = await db.knex.transaction((trx) =>
      applyListQuery(Fixture.query(trx).alias('t').where('t.estandar', true), fixtureSpec('t'), { 'buscar[cn]': 'ur', size: '1', page: '2' }),
    );
    // estandar and ('ur' in the name or the abbreviation): AXA Seguros, Seguros Atlas, Zurich.
    expect(page).to.deep.include({ totalItems: 3, totalPages: 3, currentPage: 2 });
  });
});
