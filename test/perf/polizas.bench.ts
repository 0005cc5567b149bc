import type { Knex } from 'knex';
import { hoyEnMexico } from '../../core/shared/fechas.ts';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { withTenant } from '../../core/server/db/tenancy.ts';
import { CountCache } from '../../core/server/list-query/index.ts';
import { paginaDePolizas, polizaPorId } from '../../plugins/polizas/server/services/polizas-consulta.ts';
import { carteraDeBench } from './helpers/cartera-de-bench.ts';
import { medir, ms, obtener, percentil, type Medida } from './helpers/carga.ts';

/**
 * GET /api/polizas (first page and page 100, with and without filters) and GET /api/polizas/{id}
 * over one agent's portfolio of 200,000 policies and 1,000,000 receipts, at 10 and 50 concurrent
 * clients, against the same service calls run straight through knex inside withTenant (the ratio's
 * base: what HTTP, sign-in check and JSON add). Both remember list totals per data version (ADR 019);
 * the breakdown at the end times every statement of a request, the count included. Issue 6's goals:
 * list p99 ≤ 150 ms at 10 clients, detail p99 ≤ 50 ms at 50 clients. PostgreSQL with DATABASE_URL; otherwise PGlite in memory with a
 * smaller portfolio. Figures only, no pass/fail. See README, 'Benchmarks'.
 */

const pg = Boolean(process.env.DATABASE_URL);
const POLIZAS = Number(process.env.BENCH_POLIZAS ?? (pg ? 200_000 : 5_000));
const PETICIONES = Number(process.env.BENCH_REQUESTS ?? (pg ? 300 : 60));
const CALENTAMIENTO = Math.ceil(PETICIONES / 10);
const CONCURRENCIAS = [10, 50];

/** The /polizas screen always sends the selected year's range; the searches are tried with and without it. */
const anio = hoyEnMexico().slice(0, 4);
const ANIO = { 'fechaVigenciaDe[bw]': `${anio}-01-01,${anio}-12-31` };
const FILTROS: { nombre: string; query: Record<string, string> }[] = [
  { nombre: 'sin filtros', query: {} },
  { nombre: `año ${anio} + ramo Auto`, query: { ...ANIO, ramo: '1' } },
  { nombre: `año ${anio} + noPoliza[cn]=4521`, query: { ...ANIO, 'noPoliza[cn]': '4521' } },
  { nombre: `año ${anio} + abreviacion[cn]=gnp`, query: { ...ANIO, 'abreviacion[cn]': 'gnp' } },
  { nombre: `año ${anio} + nombre[cn]=hernandez`, query: { ...ANIO, 'nombre[cn]': 'hernandez' } },
  { nombre: 'noPoliza[cn]=4521 (todos los años)', query: { 'noPoliza[cn]': '4521' } },
  { nombre: 'nombre[cn]=hernandez (todos los años)', query: { 'nombre[cn]': 'hernandez' } },
];

interface Fila {
  caso: string;
  clientes: number;
  http: Medida;
  sql: Medida;
  objetivo?: number;
}

const filas: Fila[] = [];

/** The load average: on a shared machine the figures mean little when it exceeds the CPU count. */
const carga = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' / ');

function imprimir(f: Fila): void {
  const meta = f.objetivo === undefined ? '' : `p99 ≤ ${f.objetivo} ms ${f.http.p99 <= f.objetivo ? 'sí' : 'NO'}`;
  console.log(
    `${f.caso.padEnd(52)} ${String(f.clientes).padStart(3)} ${ms(f.http.p50)} ${ms(f.http.p99)} ${ms(f.http.media)} ${ms(f.http.porSegundo, 7)}` +
      ` ${ms(f.sql.p50)} ${ms(f.sql.p99)} ${ms(f.sql.porSegundo, 7)} ${(f.http.p50 / f.sql.p50).toFixed(2).padStart(6)}x  ${meta}`,
  );
  filas.push(f);
}

/** The statements a list request runs (rows, the count when the page is full, the e-mails), each timed alone. */
async function desglose(knex: Knex, agenteId: number, query: Record<string, string>): Promise<{ sql: string; p50: number; filas: number }[]> {
  const capturadas: { sql: string; bindings: readonly Knex.RawBinding[] }[] = [];
  const capturar = (q: { sql: string; bindings?: Knex.RawBinding[] }) => capturadas.push({ sql: q.sql.replace(/\$\d+/g, '?'), bindings: q.bindings ?? [] });
  await withTenant(knex, agenteId, async (trx) => {
    knex.on('query', capturar);
    try {
      await paginaDePolizas(trx, query);
    } finally {
      knex.removeListener('query', capturar);
    }
  });
  const resultado = [];
  for (const s of capturadas) {
    const tiempos: number[] = [];
    let n = 0;
    for (let i = 0; i < 12; i++) {
      const t0 = performance.now();
      n = (await withTenant(knex, agenteId, (trx) => trx.raw(s.sql, s.bindings))).rows.length;
      if (i >= 2) tiempos.push(performance.now() - t0);
    }
    resultado.push({
      sql: s.sql,
      p50: percentil(
        tiempos.sort((a, b) => a - b),
        0.5,
      ),
      filas: n,
    });
  }
  return resultado;
}

async function main() {
  const { db, agente, url, headers, cerrar } = await carteraDeBench(POLIZAS);
  try {
    console.log(`Base de datos: ${db.label}; agente ${agente.agenteId}; ${PETICIONES} peticiones por caso tras ${CALENTAMIENTO} de calentamiento; pool de 10 conexiones`);
    console.log(`Máquina: ${os.cpus().length} CPU, carga ${carga()} (servidor y clientes comparten este proceso)`);

    // The service path remembers totals per data version as the server does (its own cache).
    const conteosSql = new CountCache();
    console.log(
      `\n${'caso'.padEnd(52)} cli ${'HTTP p50'.padStart(8)} ${'p99'.padStart(8)} ${'media'.padStart(8)} ${'req/s'.padStart(7)} ${'SQL p50'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(7)}  razón`,
    );
    for (const filtro of FILTROS) {
      for (const page of [1, 100]) {
        const query = { ...filtro.query, page: String(page) };
        const ruta = `${url}/polizas?${new URLSearchParams(query)}`;
        for (const clientes of CONCURRENCIAS) {
          const http = await medir(clientes, PETICIONES, CALENTAMIENTO, () => obtener(ruta, headers));
          const sql = await medir(clientes, PETICIONES, CALENTAMIENTO, () => withTenant(db.knex, agente.agenteId, (trx) => paginaDePolizas(trx, query, conteosSql)));
          imprimir({ caso: `lista ${filtro.nombre}, página ${page}`, clientes, http, sql, objetivo: clientes === 10 ? 150 : undefined });
        }
      }
    }

    const ids: number[] = await withTenant(db.knex, agente.agenteId, (trx) => trx('polizas').whereNot('status', 'eliminada').orderByRaw('random()').limit(2000).pluck('id'));
    for (const clientes of CONCURRENCIAS) {
      const http = await medir(clientes, PETICIONES, CALENTAMIENTO, (i) => obtener(`${url}/polizas/${ids[i % ids.length]}`, headers));
      const sql = await medir(clientes, PETICIONES, CALENTAMIENTO, (i) => withTenant(db.knex, agente.agenteId, (trx) => polizaPorId(trx, ids[(i + 997) % ids.length])));
      imprimir({ caso: 'detalle /polizas/{id} (id al azar)', clientes, http, sql, objetivo: clientes === 50 ? 50 : undefined });
    }

    console.log('\nDesglose de la lista a 1 cliente (p50 de 10 ejecuciones de cada sentencia, con su transacción):');
    for (const filtro of FILTROS) {
      for (const page of [1, 100]) {
        const partes = await desglose(db.knex, agente.agenteId, { ...filtro.query, page: String(page) });
        const texto = partes.map((p) => `${/count\(\*\)/.test(p.sql) ? 'conteo' : /clientes_correos/.test(p.sql) ? 'correos' : 'filas'} ${ms(p.p50, 6)} ms`).join('  ');
        console.log(`  ${`${filtro.nombre}, página ${page}`.padEnd(50)} ${texto}`);
      }
    }
    console.log(
      '\ncli = clientes concurrentes; tiempos en ms; HTTP = la petición completa al servidor (mismo proceso), SQL = las mismas funciones de servicio con withTenant, sin HTTP; razón = HTTP p50 / SQL p50.',
    );
    console.log(`Carga al terminar: ${carga()}`);
    const peor = (fs: Fila[]) => fs.reduce((a, b) => (b.http.p99 > a.http.p99 ? b : a));
    const lista = peor(filas.filter((f) => f.objetivo === 150));
    const detalle = peor(filas.filter((f) => f.objetivo === 50));
    console.log(`Objetivos (issue 6): lista p99 ≤ 150 ms con 10 clientes — peor caso ${lista.http.p99.toFixed(1)} ms (${lista.caso});`);
    console.log(`                     detalle p99 ≤ 50 ms con 50 clientes — ${detalle.http.p99.toFixed(1)} ms.`);
  } finally {
    await cerrar();
  }
}

await main();
