import { expect } from 'chai';
import { applyListQuery, countRows } from './page.ts';
import type { RawListQuery } from './parse.ts';
import { fixtureSpec, type FixtureRow, useFixtureTable } from '../../../test/helpers/list-fixture.ts';

describe('applyListQuery against the database', function () {
  this.timeout(60000);
  const fixture = useFixtureTable();
  const spec = fixtureSpec('t');

  const list = (query: RawListQuery) => applyListQuery<FixtureRow>(fixture.db.knex(`${fixture.table} as t`).select('t.*'), spec, { size: '100', ...query });
  const names = async (query: RawListQuery) => (await list(query)).items.map((r) => r.aseguradora);
  /** The abbreviations found, sorted, so that the assertion does not depend on the collation. */
  const abbrs = async (query: RawListQuery) => (await list(query)).items.map((r) => r.abreviacion).sort();
  const sorted = (values: string[]) => [...values].sort();

  describe('text', () => {
    it("finds 'Quálitas' with 'qualitas' (contains, case- and accent-insensitive)", async () => {
      expect(await names({ 'aseguradora[cn]': 'qualitas' })).to.have.members(['quálitas', 'Quálitas']);
      expect(await names({ 'aseguradora[cn]': 'ÁLIT' })).to.have.length(2);
      expect(await names({ 'aseguradora[cn]': 'nandu' })).to.deep.equal(['Ñandú Seguros']);
    });

    it('searches and sorts a stored folded column as it is, folding only the value', async () => {
      expect(await names({ 'aseguradoraPlegada[cn]': 'QUÁLITAS' })).to.have.members(['quálitas', 'Quálitas']);
      expect(await names({ aseguradoraPlegada: 'ñandú seguros' })).to.deep.equal(['Ñandú Seguros']);
      // Rows that fold alike ('Quálitas', 'quálitas') may swap: compare what a reader sees, folded.
      const plegados = async (order: string) => (await list({ order })).items.map((r) => r.aseguradora?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));
      expect(await plegados('aseguradoraPlegada asc')).to.deep.equal(await plegados('aseguradora asc'));
      expect(await plegados('aseguradoraPlegada desc')).to.deep.equal(await plegados('aseguradora desc'));
    });

    it('eq, ne, in and ni compare folded text; ne and ni keep rows without a value', async () => {
      expect(await abbrs({ aseguradora: 'QUALITAS' })).to.deep.equal(sorted(['QU2', 'QUA']));
      expect(await abbrs({ 'abreviacion[in]': 'axa,gnp,nope' })).to.deep.equal(sorted(['AXA', 'GNP']));
      expect(await names({ 'nota[eq]': 'LLAMAR' })).to.deep.equal(['Afirme']);
      expect((await list({ 'aseguradora[ne]': 'qualitas' })).totalItems).to.equal(10);
      expect((await list({ 'abreviacion[ni]': 'qua,qu2,axa' })).totalItems).to.equal(9);
    });

    it('searches %, _ and \\ literally', async () => {
      expect(await abbrs({ 'aseguradora[cn]': '100%' })).to.deep.equal(sorted(['A_B']));
      expect(await abbrs({ 'aseguradora[cn]': '%' })).to.deep.equal(sorted(['A_B']));
      expect(await abbrs({ 'abreviacion[cn]': '_' })).to.deep.equal(sorted(['A_B']));
      expect(await abbrs({ 'nota[cn]': '\\' })).to.deep.equal(sorted(['A_B']));
    });

    it('filters by nu and nn', async () => {
      expect((await list({ 'nota[nu]': '' })).totalItems).to.equal(6);
      expect((await list({ 'nota[nn]': '' })).totalItems).to.equal(6);
    });

    it('filters a trusted SQL expression field', async () => {
      expect(await names({ 'etiqueta[cn]': 'gnp-gn' })).to.deep.equal(['GNP']);
    });

    it("keeps a custom filter's OR inside its parentheses", async () => {
      // buscar matches aseguradora OR abreviacion; the AND with status must still apply to both.
      expect(await abbrs({ 'buscar[cn]': 'ur' })).to.deep.equal(sorted(['AXA', 'A_B', 'ATL', 'NAN', 'ZUR']));
      expect(await abbrs({ 'buscar[cn]': 'ur', status: 'inactivo' })).to.deep.equal([]);
      expect(await abbrs({ 'buscar[cn]': 'nut', status: 'inactivo' })).to.deep.equal(sorted(['NUT']));
    });
  });

  describe('other types', () => {
    it('enum compares case-insensitively (PENDIENTE, Vigente, ABIERTA)', async () => {
      expect(await abbrs({ status: 'INACTIVO' })).to.deep.equal(sorted(['AB1', 'AFI', 'NUT']));
      expect((await list({ 'status[in]': 'Activo' })).totalItems).to.equal(8);
      expect((await list({ 'status[ne]': 'activo' })).totalItems).to.equal(4);
      expect(await abbrs({ 'status[nu]': '' })).to.deep.equal(sorted(['MAP']));
    });

    it('boolean eq, ne and nu', async () => {
      expect((await list({ estandar: 'true' })).totalItems).to.equal(6);
      expect((await list({ estandar: '0' })).totalItems).to.equal(5);
      expect((await list({ 'estandar[ne]': 'true' })).totalItems).to.equal(6);
      expect(await abbrs({ 'estandar[nu]': '' })).to.deep.equal(sorted(['MAP']));
    });

    it('integer ranges', async () => {
      expect(await abbrs({ 'numero[bw]': '10,12' })).to.deep.equal(sorted(['GNP', 'QUA', 'ZUR']));
      expect(await abbrs({ 'numero[lt]': '1' })).to.deep.equal(sorted(['NAN', 'NUT']));
      expect(await abbrs({ 'numero[gt]': '14' })).to.deep.equal(sorted(['AFI', 'ATL', 'AXA', 'A_B']));
      expect(await abbrs({ 'numero[in]': '-5,100' })).to.deep.equal(sorted(['A_B', 'NAN']));
      expect((await list({ 'numero[ni]': '-5,100' })).totalItems).to.equal(10);
      expect(await abbrs({ numero: '0' })).to.deep.equal(sorted(['NUT']));
    });

    it('number compares exact decimals', async () => {
      expect(await abbrs({ 'prima[ge]': '1500.50', 'prima[le]': '1500.51' })).to.deep.equal(sorted(['QUA', 'ZUR']));
      expect(await abbrs({ 'prima[gt]': '1500.49', 'prima[lt]': '1500.51' })).to.deep.equal(sorted(['QUA']));
      expect(await abbrs({ prima: '0.1' })).to.deep.equal(sorted(['AFI']));
      expect(await abbrs({ 'prima[bw]': '3000,999999.99' })).to.deep.equal(sorted(['AB1', 'NAN']));
    });

    it('date ranges are inclusive; eq, in and nu', async () => {
      expect(await abbrs({ 'fecha[bw]': '2024-01-14,2024-01-15' })).to.deep.equal(sorted(['MAP', 'QU2', 'QUA', 'ZUR']));
      expect(await abbrs({ fecha: '2024-02-29' })).to.deep.equal(sorted(['AXA']));
      expect(await abbrs({ 'fecha[in]': '2023-12-31,2025-06-30' })).to.deep.equal(sorted(['A_B', 'NAN']));
      expect(await abbrs({ 'fecha[nu]': '' })).to.deep.equal(sorted(['NUT']));
      expect(await abbrs({ 'fecha[ge]': '2024-12-31' })).to.deep.equal(sorted(['A_B', 'AB1']));
      expect(await abbrs({ 'fecha[lt]': '2024-01-14' })).to.deep.equal(sorted(['NAN']));
    });

    it('datetime: a bare date covers its whole day', async () => {
      expect(await abbrs({ creado: '2024-01-15' })).to.deep.equal(sorted(['MAP', 'QU2', 'QUA']));
      expect(await abbrs({ 'creado[bw]': '2024-01-14,2024-01-15' })).to.deep.equal(sorted(['MAP', 'QU2', 'QUA', 'ZUR']));
      expect(await abbrs({ 'creado[le]': '2024-01-14' })).to.deep.equal(sorted(['NAN', 'ZUR']));
      expect(await abbrs({ 'creado[gt]': '2024-12-30' })).to.deep.equal(sorted(['A_B', 'AB1']));
      expect(await abbrs({ 'creado[lt]': '2024-01-15' })).to.deep.equal(sorted(['NAN', 'ZUR']));
      expect((await list({ 'creado[ne]': '2024-01-15' })).totalItems).to.equal(9);
      expect(await abbrs({ 'creado[in]': '2024-02-29,2025-06-30' })).to.deep.equal(sorted(['A_B', 'AXA']));
    });

    it('datetime: a full datetime is one instant', async () => {
      expect(await abbrs({ creado: '2024-01-15 10:00:00' })).to.deep.equal(sorted(['QUA']));
      expect(await abbrs({ 'creado[bw]': '2024-01-15 00:00,2024-01-15 10:00' })).to.deep.equal(sorted(['MAP', 'QUA']));
      expect(await abbrs({ 'creado[gt]': '2024-12-31 23:59:58' })).to.deep.equal(sorted(['A_B', 'AB1']));
      expect(await abbrs({ 'creado[le]': '2023-12-31 18:30' })).to.deep.equal(sorted(['NAN']));
    });
  });

  describe('order', () => {
    it("sorts text as a reader expects: 'Afirme' before 'AXA', 'Ñandú' among the N, not after Z", async () => {
      const all = await names({});
      expect(all.indexOf('Afirme')).to.be.below(all.indexOf('AXA Seguros'));
      expect(all.indexOf('Ñandú Seguros')).to.equal(all.indexOf('Nutria') - 1);
      expect(all.at(-1)).to.equal('Zurich');
      expect(all.slice(0, 4)).to.deep.equal(['Afirme', 'AXA Seguros', 'Banorte', 'Cien 100% Seguro']);
    });

    it('applies several keys and directions', async () => {
      const rows = (await list({ order: 'fecha desc, aseguradora desc', 'fecha[bw]': '2024-01-14,2024-01-16' })).items.map((r) => r.abreviacion);
      expect(rows[0]).to.equal('GNP');
      expect(rows.slice(1, 3)).to.have.members(['QUA', 'QU2']);
      expect(rows.slice(3)).to.deep.equal(['MAP', 'ZUR']);
    });

    it('sorts numbers numerically and NULLs last when ascending', async () => {
      const rows = (await list({ order: 'prima asc' })).items;
      expect(rows.map((r) => r.abreviacion).slice(0, 2)).to.deep.equal(['AFI', 'QU2']);
      expect(rows.at(-1)?.abreviacion).to.equal('MAP');
    });
  });

  describe('paging envelope', () => {
    it('returns the envelope of a middle page', async () => {
      const page = await list({ size: '5', page: '2' });
      expect(page).to.deep.include({ totalItems: 12, currentPage: 2, totalPages: 3, pageSize: 5 });
      expect(page.items).to.have.length(5);
    });

    it('counts the last partial page and an empty result', async () => {
      expect(await list({ size: '5', page: '3' })).to.deep.include({ totalItems: 12, currentPage: 3, totalPages: 3, pageSize: 5 });
      const none = await list({ 'aseguradora[cn]': 'no existe' });
      expect(none).to.deep.equal({ items: [], totalItems: 0, currentPage: 1, totalPages: 0, pageSize: 100 });
    });

    it('answers a page beyond the end with no items and echoes it', async () => {
      expect(await list({ size: '5', page: '9' })).to.deep.equal({ items: [], totalItems: 12, currentPage: 9, totalPages: 3, pageSize: 5 });
    });

    it('bounds size=-1 and size=99999 by maxSize', async () => {
      for (const size of ['-1', '99999']) expect(await list({ size })).to.deep.include({ pageSize: 100, totalPages: 1, totalItems: 12 });
    });

    it('keeps a stable order across pages even when the sort key ties', async () => {
      // status has only a few distinct values: without the tiebreaker pages could overlap.
      const seen: number[] = [];
      for (let page = 1; page <= 6; page++) {
        seen.push(...(await list({ size: '2', page: String(page), order: 'status desc' })).items.map((r) => r.id));
      }
      expect(new Set(seen).size).to.equal(12);
      const once = (await list({ order: 'status desc' })).items.map((r) => r.id);
      expect(seen).to.deep.equal(once);
    });

    it('respects the constraints of the base query and leaves it untouched', async () => {
      const base = fixture.db.knex(`${fixture.table} as t`).select('t.id', 't.aseguradora').where('t.estandar', true);
      const before = base.toString();
      const page = await applyListQuery(base, spec, { 'aseguradora[cn]': 'a', size: '2' });
      expect(page.totalItems).to.equal(4);
      expect(Object.keys(page.items[0])).to.deep.equal(['id', 'aseguradora']);
      expect(base.toString()).to.equal(before);
    });

    it('counts what a DISTINCT or GROUP BY base returns, not the rows beneath', async () => {
      expect(await countRows(fixture.db.knex(`${fixture.table} as t`).distinct('t.status'))).to.equal(3);
      expect(await countRows(fixture.db.knex(`${fixture.table} as t`).select('t.estandar').count('* as n').groupBy('t.estandar'))).to.equal(3);
    });

    it('runs inside a transaction on the transaction', async () => {
      const page = await fixture.db.knex.transaction((trx) => applyListQuery(trx(`${fixture.table} as t`).select('t.*'), spec, { size: '2', page: '2' }));
      expect(page).to.deep.include({ totalItems: 12, totalPages: 6 });
    });
  });
});
