import { performance } from 'node:perf_hooks';
import { buscarVehiculos, type BusquedaVehiculo } from '../../plugins/polizas/server/services/vehiculos.service.ts';
import { openMigratedDatabase } from '../helpers/db.ts';

/**
 * The vehicle autocomplete (GET /api/autos/buscador/modelos) over the whole shipped catalogue: p50
 * and p95 of the search as the route runs it (one transaction, the service's query), for the wizard's
 * usual searches and for the costliest ones. PGlite by default; PostgreSQL when DATABASE_URL is set.
 * Also the time the migration takes to load the catalogue. Figures only, no pass/fail.
 * On PGlite the database runs inside this process, so its CPU time per search is printed too: on a
 * busy machine it is the steadier figure (wall time includes waiting for a core).
 */

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 100);
const WARMUP = 10;

const escenarios: { nombre: string; busqueda: BusquedaVehiculo }[] = [
  { nombre: "'nissan versa', año 2020", busqueda: { descripcion: 'nissan versa', modelo: 2020, soloPickups: false } },
  { nombre: "'chevrolet aveo lt', año 2018", busqueda: { descripcion: 'chevrolet aveo lt', modelo: 2018, soloPickups: false } },
  { nombre: "'mercedes clase c', año 2020", busqueda: { descripcion: 'mercedes clase c', modelo: 2020, soloPickups: false } },
  { nombre: "'tsuru', año 2015", busqueda: { descripcion: 'tsuru', modelo: 2015, soloPickups: false } },
  { nombre: "'vers' (4 letras), todos los años", busqueda: { descripcion: 'vers', soloPickups: false } },
  { nombre: "'jetta comfortline', todos los años", busqueda: { descripcion: 'jetta comfortline', soloPickups: false } },
  { nombre: "'nissan', todos los años, solo pickups", busqueda: { descripcion: 'nissan', soloPickups: true } },
  { nombre: "peor: 'zzzz', sin coincidencias", busqueda: { descripcion: 'zzzz', soloPickups: false } },
  { nombre: "peor: 'a e i o', casi todo coincide", busqueda: { descripcion: 'a e i o', soloPickups: false } },
  {
    nombre: 'peor: 12 palabras de 8 letras',
    busqueda: { descripcion: 'mercedes benz clase avantgarde exclusive automatic sedan coupe cabriolet amg sport plus', soloPickups: false },
  },
];

const percentil = (valores: number[], q: number) => [...valores].sort((a, b) => a - b)[Math.min(valores.length - 1, Math.floor(q * valores.length))];
const fmt = (n: number) => n.toFixed(2).padStart(8);

async function main() {
  let t0 = performance.now();
  const db = await openMigratedDatabase();
  console.log(`Base de datos: ${db.label}; migraciones aplicadas en ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  try {
    const { rows } = await db.knex.raw('select count(*)::int as n from vehiculos_catalogo');
    console.log(`Catálogo: ${rows[0].n.toLocaleString('es-MX')} versiones × año; ${ITERATIONS} iteraciones por escenario\n`);

    // The migration's load alone: drop and rerun it inside a transaction that is rolled back.
    const migracion = await import('../../migrations/polizas/20261122040000_polizas_vehiculos.ts');
    const cargas: string[] = [];
    for (let i = 0; i < 3; i++) {
      await db.withOwner((owner) =>
        owner
          .transaction(async (trx) => {
            await migracion.down(trx);
            t0 = performance.now();
            const c0 = process.cpuUsage();
            await migracion.up(trx);
            const c = process.cpuUsage(c0);
            cargas.push(`${((performance.now() - t0) / 1000).toFixed(2)} s (CPU ${((c.user + c.system) / 1e6).toFixed(2)} s)`);
            throw new Error('rollback');
          })
          .catch((e: Error) => {
            if (e.message !== 'rollback') throw e;
          }),
      );
    }
    console.log(`Migración (tabla, carga e índices): ${cargas.join(', ')}\n`);

    console.log(`${'búsqueda'.padEnd(48)} ${'p50'.padStart(8)}   ${'p95'.padStart(8)}   ${'CPU p50'.padStart(8)}   ${'p95'.padStart(8)}   resultados`);
    for (const { nombre, busqueda } of escenarios) {
      const tiempos: number[] = [];
      const cpu: number[] = [];
      let resultados = 0;
      for (let i = 0; i < WARMUP + ITERATIONS; i++) {
        t0 = performance.now();
        const c0 = process.cpuUsage();
        resultados = (await db.knex.transaction((trx) => buscarVehiculos(trx, busqueda))).length;
        const c = process.cpuUsage(c0);
        if (i >= WARMUP) {
          tiempos.push(performance.now() - t0);
          cpu.push((c.user + c.system) / 1000);
        }
      }
      console.log(
        `${nombre.padEnd(48)} ${fmt(percentil(tiempos, 0.5))}ms ${fmt(percentil(tiempos, 0.95))}ms ${fmt(percentil(cpu, 0.5))}ms ${fmt(percentil(cpu, 0.95))}ms   ${resultados}`,
      );
    }
  } finally {
    await db.close();
  }
  console.log(
    '\nPor búsqueda, en ms: una transacción con la consulta del servicio, sin HTTP. CPU = tiempo de CPU de este proceso (incluye PGlite; con PostgreSQL, solo el cliente).',
  );
}

await main();
