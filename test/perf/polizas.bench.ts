import type { Knex } from 'knex';
import { hoyEnMexico } from '../../core/shared/fechas.ts';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { leerEnUnaSentencia, withTenant, withTenantLeyendo } from '../../core/server/db/tenancy.ts';
import { lecturaDeVersion } from '../../core/server/db/versiones.ts';
import { CountCache } from '../../core/server/list-query/index.ts';
import { totalRecordado } from '../../plugins/polizas/server/services/conteos.ts';
import { consultaDePoliza, paginaDePolizas, polizaDeFila, type FilaPoliza } from '../../plugins/polizas/server/services/polizas-consulta.ts';
import { carteraDeBench } from './helpers/cartera-de-bench.ts';
import { medir, medirHttp, ms, percentil, type Medida } from './helpers/carga.ts';

/**
 * GET /api/polizas (first page and page 100, with and without filters) and GET /api/polizas/{id}
 * over one agent's portfolio of 200,000 policies and 1,000,000 receipts, at 10 and 50 concurrent
 * clients, against the same service calls run straight through knex inside withTenant (the ratio's
 * base: what HTTP, sign-in check and JSON add). Both remember list totals per data version (ADR 019);
 * the breakdown at the end times every statement of a request, the count included. Issue 6's goals:
 * list p99 ≤ 75 ms at 10 clients and ≤ 1.5× the SQL alone, detail p99 ≤ 50 ms and ≥ 1,000 req/s at 50 clients (issue 19). PostgreSQL with DATABASE_URL; otherwise PGlite in memory with a
 * smaller portfolio. Figures only, no pass/fail. See README, 'Benchmarks'.
 */

const pg = Boolean(process.env.DATABASE_URL);
const POLIZAS = Number(process.env.BENCH_POLIZAS ?? (pg ? 200_000 : 5_000));
const PETICIONES = Number(process.env.BENCH_REQUESTS ?? (pg ? 300 : 60));
const CALENTAMIENTO = Math.ceil(PETICIONES / 10);
const CONCURRENCIAS = [10, 50];
/** BENCH_CASOS=detalle (or lista, or a case's text; several separated by |) runs only the matching cases; BENCH_SOLO_HTTP=1 skips the SQL base (for --cpu-prof). */
const CASOS = (process.env.BENCH_CASOS ?? '').split('|');
const elegido = (caso: string) => CASOS.some((c) => caso.includes(c));
const SOLO_HTTP = process.env.BENCH_SOLO_HTTP === '1';
const SIN_MEDIDA: Medida = { n: 0, p50: NaN, p95: NaN, p99: NaN, media: NaN, porSegundo: NaN };

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

/** What one request costs the server's process. */
interface Costo {
  cpuMs: number;
  sentencias: number;
}

interface Fila {
  caso: string;
  clientes: number;
  http: Medida & Costo;
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
    `${f.caso.padEnd(52)} ${String(f.clientes).padStart(3)} ${ms(f.http.p50)} ${ms(f.http.p95)} ${ms(f.http.p99)} ${ms(f.http.porSegundo, 7)}` +
      ` ${ms(f.sql.p50)} ${ms(f.sql.p95)} ${ms(f.sql.p99)} ${ms(f.sql.porSegundo, 7)} ${(f.http.p99 / f.sql.p99).toFixed(2).padStart(6)}x ${ms(f.http.cpuMs, 6)} ${f.http.sentencias.toFixed(1).padStart(5)}  ${meta}`,
  );
  filas.push(f);
}

/** The statements a list request runs (rows with their e-mails, the count when the page is full), each timed alone. */
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
    console.log(`Máquina: ${os.cpus().length} CPU, carga ${carga()} (los clientes HTTP, autocannon, corren en otro proceso)`);

    // The service path reads the data version in its set-up statement and remembers totals per version, as the server does (its own cache).
    const conteosSql = new CountCache();
    const sql = (clientes: number, tarea: (i: number) => Promise<unknown>) => (SOLO_HTTP ? Promise.resolve(SIN_MEDIDA) : medir(clientes, PETICIONES, CALENTAMIENTO, tarea));
    // The server's own cost per request, which a loaded machine distorts far less than latency: its
    // process's CPU time and the statements it sent (BEGIN and COMMIT included), warm-up counted.
    const http = async (clientes: number, rutas: string[]): Promise<Medida & Costo> => {
      let sentencias = 0;
      const contar = () => sentencias++;
      db.knex.on('query', contar);
      const cpu0 = process.cpuUsage();
      try {
        const m = await medirHttp({ base: url, rutas, headers, clientes, total: PETICIONES, calentamiento: CALENTAMIENTO });
        const cpu = process.cpuUsage(cpu0);
        const n = PETICIONES + CALENTAMIENTO;
        return { ...m, cpuMs: (cpu.user + cpu.system) / 1000 / n, sentencias: sentencias / n };
      } finally {
        db.knex.removeListener('query', contar);
      }
    };
    console.log(
      `\n${'caso'.padEnd(52)} cli ${'HTTP p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(7)} ${'SQL p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)} ${'req/s'.padStart(7)}  razón CPU/pet sent.`,
    );
    for (const filtro of FILTROS) {
      for (const page of [1, 100]) {
        const caso = `lista ${filtro.nombre}, página ${page}`;
        if (!elegido(caso)) continue;
        const query = { ...filtro.query, page: String(page) };
        for (const clientes of CONCURRENCIAS) {
          const h = await http(clientes, [`/api/polizas?${new URLSearchParams(query)}`]);
          const s = await sql(clientes, () =>
            withTenantLeyendo(db.knex, agente.agenteId, lecturaDeVersion, (trx, fila: { versionDeCartera: string }) =>
              paginaDePolizas(trx, query, totalRecordado(conteosSql, 'polizas', { agenteId: agente.agenteId, version: fila.versionDeCartera })),
            ),
          );
          imprimir({ caso, clientes, http: h, sql: s, objetivo: clientes === 10 ? 75 : undefined });
        }
      }
    }

    const ids: number[] = await withTenant(db.knex, agente.agenteId, (trx) => trx('polizas').whereNot('status', 'eliminada').orderByRaw('random()').limit(2000).pluck('id'));
    const caso = 'detalle /polizas/{id} (id al azar)';
    for (const clientes of elegido(caso) ? CONCURRENCIAS : []) {
      const h = await http(
        clientes,
        ids.map((id) => `/api/polizas/${id}`),
      );
      // The server's statement without the session's part: the policy read alone, in one statement.
      const s = await sql(clientes, async (i) =>
        polizaDeFila((await leerEnUnaSentencia<{ poliza: FilaPoliza | null }>(db.knex, agente.agenteId, (k) => consultaDePoliza(k, ids[(i + 997) % ids.length]))).poliza),
      );
      imprimir({ caso, clientes, http: h, sql: s, objetivo: clientes === 50 ? 50 : undefined });
    }
    // The summary's goal is on p95 (issue 19); its SQL base is resumen.bench.ts's.
    const resumen = 'resumen /reportes/resumen-cartera (solo HTTP)';
    if (elegido(resumen)) {
      const h = await http(10, ['/api/reportes/resumen-cartera']);
      console.log(
        `${resumen.padEnd(52)}  10 ${ms(h.p50)} ${ms(h.p95)} ${ms(h.p99)} ${ms(h.porSegundo, 7)}${' '.repeat(43)} ${ms(h.cpuMs, 6)} ${h.sentencias.toFixed(1).padStart(5)}  p95 ≤ 50 ms ${h.p95 <= 50 ? 'sí' : 'NO'}`,
      );
    }
    if (SOLO_HTTP) return;

    // The breakdown times every list statement: only on a full run.
    if (!process.env.BENCH_CASOS) {
      console.log('\nDesglose de la lista a 1 cliente (p50 de 10 ejecuciones de cada sentencia, con su transacción):');
      for (const filtro of FILTROS) {
        for (const page of [1, 100]) {
          const partes = await desglose(db.knex, agente.agenteId, { ...filtro.query, page: String(page) });
          const texto = partes.map((p) => `${/count\(\*\)/.test(p.sql) ? 'conteo' : 'filas y correos'} ${ms(p.p50, 6)} ms`).join('  ');
          console.log(`  ${`${filtro.nombre}, página ${page}`.padEnd(50)} ${texto}`);
        }
      }
    }
    console.log(
      '\ncli = clientes concurrentes; tiempos en ms; HTTP = la petición completa al servidor, con autocannon en otro proceso; SQL = las mismas funciones de servicio con withTenant, sin HTTP; razón = HTTP p99 / SQL p99; CPU/pet = ms de CPU del proceso del servidor por petición; sent. = sentencias SQL por petición (BEGIN y COMMIT incluidos).',
    );
    console.log(`Carga al terminar: ${carga()}`);
    const listas = filas.filter((f) => f.objetivo === 75);
    if (listas.length > 0) {
      const lista = listas.reduce((a, b) => (b.http.p99 > a.http.p99 ? b : a));
      const razon = listas.reduce((a, b) => (b.http.p99 / b.sql.p99 > a.http.p99 / a.sql.p99 ? b : a));
      console.log(`Objetivos (issue 19): lista p99 ≤ 75 ms con 10 clientes — peor caso ${lista.http.p99.toFixed(1)} ms (${lista.caso});`);
      console.log(`                      lista ≤ 1,5× el SQL solo — peor razón ${(razon.http.p99 / razon.sql.p99).toFixed(2)}× (${razon.caso});`);
    }
    const det = filas.filter((f) => f.objetivo === 50);
    for (const d of det)
      console.log(`                      detalle p99 ≤ 50 ms y ≥ 1000 req/s con 50 clientes — ${d.http.p99.toFixed(1)} ms, ${d.http.porSegundo.toFixed(0)} req/s.`);
  } finally {
    await cerrar();
  }
}

await main();
