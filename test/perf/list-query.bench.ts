import type { Knex } from 'knex';
import { performance } from 'node:perf_hooks';
import { applyFilters, applyOrder } from '../../core/server/list-query/apply.ts';
import { applyListQuery } from '../../core/server/list-query/page.ts';
import { parseListQuery, type RawListQuery } from '../../core/server/list-query/parse.ts';
import { defineListSpec } from '../../core/shared/list-query.ts';
import { openMigratedDatabase } from '../helpers/db.ts';

/**
 * A list request through the list-query module against the very same SQL replayed straight through
 * knex, on a 100k-row table: the ratio is what the module costs (parsing, building, the count).
 * PGlite by default; PostgreSQL when DATABASE_URL is set. Figures only, no pass/fail.
 */

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
const WARMUP = 5;
const table = `lq_bench_${process.pid}`;

const spec = defineListSpec<Knex.QueryBuilder>({
  fields: {
    noPoliza: { column: 'p.no_poliza', type: 'text', sortable: true },
    cliente: { column: 'p.cliente', type: 'text', sortable: true },
    aseguradora: { column: 'p.aseguradora', type: 'text', sortable: true },
    status: { column: 'p.status', type: 'enum', values: ['Vigente', 'Cancelada', 'Pendiente'] },
    prima: { column: 'p.prima', type: 'number', sortable: true },
    fechaVigenciaA: { column: 'p.fecha_vigencia_a', type: 'date', sortable: true },
  },
  defaultOrder: 'fechaVigenciaA asc',
  defaultSize: 10,
  maxSize: 10000,
  tiebreaker: 'p.id',
});

const scenarios: { name: string; query: RawListQuery }[] = [
  {
    name: 'carrusel de renovaciones (bw + enum, 100 filas)',
    query: { 'fechaVigenciaA[bw]': '2024-03-01,2024-06-30', status: 'VIGENTE', order: 'fechaVigenciaA asc', size: '100' },
  },
  { name: 'búsqueda por cliente (cn sin acentos, página 2)', query: { 'cliente[cn]': 'nunez', 'aseguradora[cn]': 'qualitas', order: 'cliente asc', page: '2', size: '10' } },
  { name: 'página 50 sin filtros (orden de texto)', query: { order: 'noPoliza desc', page: '50', size: '20' } },
  { name: 'reporte size=999999 (acotado a 10000)', query: { 'prima[ge]': '5000', order: 'prima desc', size: '999999' } },
];

async function createTable(knex: Knex) {
  await knex.schema.createTable(table, (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable();
    t.text('no_poliza');
    t.text('cliente');
    t.text('aseguradora');
    t.text('status');
    t.decimal('prima', 14, 2);
    t.date('fecha_vigencia_a');
  });
  await knex.raw(
    `insert into ?? (agente_id, no_poliza, cliente, aseguradora, status, prima, fecha_vigencia_a)
    select g % 10 + 1, 'POL-' || lpad(g::text, 7, '0'),
      (array['José','María','Ñoño','Ana','Luis'])[g % 5 + 1] || ' ' || (array['Pérez','López','Núñez','García'])[g % 4 + 1] || ' ' || g,
      (array['Quálitas','AXA','GNP','Afirme','Mapfre','Zurich'])[g % 6 + 1],
      (array['Vigente','Cancelada','PENDIENTE'])[g % 3 + 1],
      (g * 37 % 1000000) / 100.0, date '2024-01-01' + g % 730
    from generate_series(1, ?) g`,
    [table, ROWS],
  );
  await knex.raw('create index on ?? (agente_id, fecha_vigencia_a)', [table]);
  await knex.raw('analyze ??', [table]);
}

interface Statement {
  sql: string;
  bindings: readonly Knex.RawBinding[];
}

const ms = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))];
const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  const db = await openMigratedDatabase();
  const knex = db.knex;
  console.log(`Base de datos: ${db.label}; ${ROWS.toLocaleString('es-MX')} filas; ${ITERATIONS} iteraciones por escenario`);
  let t0 = performance.now();
  await db.withOwner(createTable);
  console.log(`Tabla generada en ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
  // The resource's own constraint (one agent), as a route would build it.
  const base = () => knex(`${table} as p`).select('p.id', 'p.no_poliza', 'p.cliente', 'p.aseguradora', 'p.status', 'p.prima', 'p.fecha_vigencia_a').where('p.agente_id', 3);

  const captured: Statement[] = [];
  const overhead: string[] = [];
  const capture = (q: { sql: string; bindings?: Knex.RawBinding[] }) => captured.push({ sql: q.sql, bindings: q.bindings ?? [] });
  console.log(`${'escenario'.padEnd(50)} ${'módulo p50'.padStart(10)} ${'p95'.padStart(8)} ${'SQL p50'.padStart(9)} ${'p95'.padStart(8)}  razón p50  consultas  filas/total`);
  try {
    for (const { name, query } of scenarios) {
      captured.length = 0;
      knex.on('query', capture);
      const sample = await applyListQuery(base(), spec, query);
      knex.removeListener('query', capture);
      // Replayed through knex.raw: knex reports positional $n, raw wants ? in the same order.
      const replay = captured.map((s) => ({ sql: s.sql.replace(/\$\d+/g, '?'), bindings: s.bindings }));
      const viaModule: number[] = [];
      const direct: number[] = [];
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        // Alternate the two so that caches and background work affect both alike.
        t0 = performance.now();
        await applyListQuery(base(), spec, query);
        const a = performance.now() - t0;
        t0 = performance.now();
        for (const s of replay) await knex.raw(s.sql, s.bindings);
        const b = performance.now() - t0;
        if (i >= WARMUP) {
          viaModule.push(a);
          direct.push(b);
        }
      }
      // The module's own work with no database: parse, build the two builders, compile their SQL.
      const N = 2000;
      t0 = performance.now();
      for (let i = 0; i < N; i++) {
        const plan = parseListQuery(spec, query);
        const filtered = applyFilters(base(), plan);
        applyOrder(filtered.clone(), plan).limit(plan.size).offset(plan.offset).toSQL();
        filtered.clone().clearOrder().toSQL();
      }
      overhead.push(`${name.padEnd(50)} ${(((performance.now() - t0) / N) * 1000).toFixed(0).padStart(6)} µs`);
      const ratio = ms(viaModule, 0.5) / ms(direct, 0.5);
      console.log(
        `${name.padEnd(50)} ${fmt(ms(viaModule, 0.5))}ms ${fmt(ms(viaModule, 0.95))} ${fmt(ms(direct, 0.5))}ms ${fmt(ms(direct, 0.95))}  ${ratio.toFixed(2).padStart(8)}x  ${String(replay.length).padStart(9)}  ${sample.items.length}/${sample.totalItems}`,
      );
    }
  } finally {
    await db.withOwner((k) => k.schema.dropTableIfExists(table));
    await db.close();
  }
  console.log(`\nTrabajo propio del módulo sin base de datos (parse + construir + compilar SQL), por solicitud:\n${overhead.join('\n')}`);
  console.log('\nmódulo = parseListQuery + knex + ejecución (consulta de filas y, si hace falta, conteo); SQL = las mismas sentencias con knex.raw. Tiempos por solicitud en ms.');
}

await main();
