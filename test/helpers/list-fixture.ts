import type { Knex } from 'knex';
import { getTestDatabase } from './db.ts';
import type { Database } from '../../core/server/db/database.ts';
import { defineListSpec } from '../../core/shared/list-query.ts';

/**
 * Test-only: a throw-away table and its list spec, shared by this folder's tests and the fuzz test.
 * Each caller gets its own table name, so test files can run against one shared database.
 */

export const fixtureRows = [
  {
    aseguradora: 'Quálitas',
    abreviacion: 'QUA',
    status: 'activo',
    estandar: true,
    prima: '1500.50',
    numero: 10,
    fecha: '2024-01-15',
    creado: '2024-01-15 10:00:00',
    nota: 'renovar',
  },
  { aseguradora: 'AXA Seguros', abreviacion: 'AXA', status: 'activo', estandar: true, prima: '200.00', numero: 20, fecha: '2024-02-29', creado: '2024-02-29 23:59:59', nota: null },
  { aseguradora: 'Afirme', abreviacion: 'AFI', status: 'inactivo', estandar: false, prima: '0.10', numero: 30, fecha: '2024-03-01', creado: '2024-03-01 00:00:00', nota: 'llamar' },
  {
    aseguradora: 'Ñandú Seguros',
    abreviacion: 'NAN',
    status: 'activo',
    estandar: false,
    prima: '999999.99',
    numero: -5,
    fecha: '2023-12-31',
    creado: '2023-12-31 18:30:00',
    nota: null,
  },
  { aseguradora: 'Nutria', abreviacion: 'NUT', status: 'inactivo', estandar: false, prima: '50.00', numero: 0, fecha: null, creado: null, nota: 'x' },
  { aseguradora: 'GNP', abreviacion: 'GNP', status: 'activo', estandar: true, prima: '1500.49', numero: 11, fecha: '2024-01-16', creado: '2024-01-16 00:00:00', nota: null },
  { aseguradora: 'Zurich', abreviacion: 'ZUR', status: 'activo', estandar: true, prima: '1500.51', numero: 12, fecha: '2024-01-14', creado: '2024-01-14 23:59:59', nota: 'y' },
  {
    aseguradora: 'Cien 100% Seguro',
    abreviacion: 'A_B',
    status: 'activo',
    estandar: false,
    prima: '100.00',
    numero: 100,
    fecha: '2025-06-30',
    creado: '2025-06-30 12:00:00',
    nota: 'back\\slash',
  },
  { aseguradora: 'Mapfre', abreviacion: 'MAP', status: null, estandar: null, prima: null, numero: null, fecha: '2024-01-15', creado: '2024-01-15 00:00:00', nota: null },
  { aseguradora: 'quálitas', abreviacion: 'QU2', status: 'activo', estandar: false, prima: '1.00', numero: 13, fecha: '2024-01-15', creado: '2024-01-15 23:00:00', nota: null },
  { aseguradora: 'Banorte', abreviacion: 'AB1', status: 'inactivo', estandar: true, prima: '3000.00', numero: 14, fecha: '2024-12-31', creado: '2024-12-31 23:59:59', nota: null },
  {
    aseguradora: 'Seguros Atlas',
    abreviacion: 'ATL',
    status: 'activo',
    estandar: true,
    prima: '750.25',
    numero: 15,
    fecha: '2024-07-04',
    creado: '2024-07-04 09:15:00',
    nota: 'zz',
  },
] as const;

export type FixtureRow = (typeof fixtureRows)[number] & { id: number };

export function fixtureSpec(alias = 't') {
  return defineListSpec<Knex.QueryBuilder>({
    fields: {
      aseguradora: { column: `${alias}.aseguradora`, type: 'text', sortable: true },
      abreviacion: { column: `${alias}.abreviacion`, type: 'text', sortable: true },
      estandar: { column: `${alias}.estandar`, type: 'boolean' },
      status: { column: `${alias}.status`, type: 'enum', values: ['activo', 'inactivo'], sortable: true },
      prima: { column: `${alias}.prima`, type: 'number', sortable: true },
      numero: { column: `${alias}.numero`, type: 'integer', sortable: true },
      fecha: { column: `${alias}.fecha`, type: 'date', sortable: true },
      creado: { column: `${alias}.creado`, type: 'datetime', sortable: true },
      nota: { column: `${alias}.nota`, type: 'text', ops: ['eq', 'cn', 'nu', 'nn'] },
      aseguradoraPlegada: { column: `${alias}.aseguradora_busqueda`, type: 'text', folded: true, sortable: true },
      etiqueta: { sql: `${alias}.abreviacion || '-' || ${alias}.aseguradora`, type: 'text', sortable: true },
      // A search parameter over two columns, as a real "nombre o abreviación" box would be.
      buscar: {
        type: 'text',
        ops: ['cn'],
        filter: (qb, _op, value) => {
          const like = `%${String(value).replace(/[\\%_]/g, (c) => '\\' + c)}%`;
          qb.whereRaw(`cartera_fold(${alias}.aseguradora) like cartera_fold(?)`, [like]).orWhereRaw(`cartera_fold(${alias}.abreviacion) like cartera_fold(?)`, [like]);
        },
      },
    },
    defaultOrder: 'aseguradora asc',
    defaultSize: 10,
    maxSize: 100,
    tiebreaker: `${alias}.id`,
  });
}

let counter = 0;

/** Creates and fills a fresh fixture table; returns its name. */
export async function createFixtureTable(db: Database, rows: readonly Record<string, unknown>[] = fixtureRows): Promise<string> {
  const name = `lq_fixture_${process.pid}_${Date.now() % 100000}_${counter++}`;
  await db.withOwner(async (k) => {
    await k.schema.createTable(name, (t) => {
      t.increments('id');
      t.text('aseguradora');
      t.text('abreviacion');
      t.text('status');
      t.boolean('estandar');
      t.decimal('prima', 14, 2);
      t.integer('numero');
      t.date('fecha');
      t.timestamp('creado', { useTz: true });
      t.text('nota');
    });
    // A stored search column, as clientes.nombre_busqueda is.
    await k.raw(`alter table ?? add column aseguradora_busqueda text generated always as (cartera_fold(aseguradora)) stored`, [name]);
  });
  if (rows.length) await db.knex(name).insert(rows);
  return name;
}

export async function dropFixtureTable(db: Database, name: string): Promise<void> {
  await db.withOwner((k) => k.schema.dropTableIfExists(name));
}

/**
 * Mocha hooks that create a fresh fixture table on the shared test database before a suite and
 * drop it after; read `db` and `table` inside the tests.
 */
export function useFixtureTable(): { readonly db: Database; readonly table: string } {
  const state = {} as { db: Database; table: string };
  before(async () => {
    state.db = await getTestDatabase();
    state.table = await createFixtureTable(state.db);
  });
  after(async () => {
    if (state.db && state.table) await dropFixtureTable(state.db, state.table);
  });
  return state;
}
