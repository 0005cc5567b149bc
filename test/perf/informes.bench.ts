import os from 'node:os';
import { withTenant } from '../../core/server/db/tenancy.ts';
import { hoyEnMexico } from '../../core/shared/fechas.ts';
import { filtrosRecibos } from '../../plugins/reportes/server/services/informes-filtros.ts';
import { filasRecibos } from '../../plugins/reportes/server/services/informes-recibos.service.ts';
import { carteraDeBench } from './helpers/cartera-de-bench.ts';
import { medir, ms, obtener, type Medida } from './helpers/carga.ts';

/**
 * Issue 16: each report's API (p50 / p95 at 1 and 10 clients) over one agent's generated portfolio
 * (200,000 policies and 1,000,000 receipts on PostgreSQL; 5,000 policies on PGlite or BENCH_POLIZAS),
 * and the receipt grid exported to Excel and CSV over the newest BENCH_EXPORTAR receipts (100,000)
 * against the bare SQL of the same rows: time, and the process's peak RSS above where it started.
 */

const pg = Boolean(process.env.DATABASE_URL);
const POLIZAS = Number(process.env.BENCH_POLIZAS ?? (pg ? 200_000 : 5_000));
const PETICIONES = Number(process.env.BENCH_REQUESTS ?? (pg ? 100 : 30));
const EXPORTAR = Number(process.env.BENCH_EXPORTAR ?? 100_000);
const CALENTAMIENTO = Math.ceil(PETICIONES / 10);
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).padStart(7)} MB`;

const fila = (caso: string, clientes: number, m: Medida) => console.log(`${caso.padEnd(52)} ${String(clientes).padStart(3)} ${ms(m.p50)} ${ms(m.p95)} ${ms(m.porSegundo, 7)}`);

/** Runs `tarea` sampling the RSS every 20 ms: its time and the peak above the RSS at the start. */
async function conMemoria(tarea: () => Promise<number>): Promise<{ ms: number; pico: number; filas: number }> {
  global.gc?.();
  const inicio = process.memoryUsage().rss;
  let pico = inicio;
  const muestreo = setInterval(() => (pico = Math.max(pico, process.memoryUsage().rss)), 20);
  const t0 = performance.now();
  try {
    const filas = await tarea();
    return { ms: performance.now() - t0, pico: Math.max(pico, process.memoryUsage().rss) - inicio, filas };
  } finally {
    clearInterval(muestreo);
  }
}

async function main() {
  const { db, agente, url, headers, cerrar } = await carteraDeBench(POLIZAS);
  try {
    console.log(
      `Base de datos: ${db.label}; ${PETICIONES} peticiones por caso; ${os.cpus().length} CPU, carga ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
    );
    const hoy = hoyEnMexico();
    const anio = Number(hoy.slice(0, 4));
    const casos: [string, string][] = [
      ['/reportes/polizas, último año', `/reportes/polizas?fechaVigenciaDe[ge]=${anio - 1}${hoy.slice(4)}&fechaVigenciaDe[le]=${hoy}`],
      ['/reportes/polizas, ramo autos, vigentes, 20 años', `/reportes/polizas?ramo=1&status=vigente&fechaVigenciaDe[ge]=${anio - 20}${hoy.slice(4)}&fechaVigenciaDe[le]=${hoy}`],
      ['/reportes/recibos, último año', `/reportes/recibos?fecVigDe[ge]=${anio - 1}${hoy.slice(4)}&fecVigDe[le]=${hoy}`],
      ['/reportes/recibos, vencidos', '/reportes/recibos?status=vencido'],
      ['/reportes/clientes, página 1', '/reportes/clientes'],
      ['/reportes/comisiones/acumulados, 12 meses', `/reportes/comisiones/acumulados?start=${anio - 1}-01-01&end=${anio - 1}-12-31`],
      ['/reportes/comisiones/recibos, 12 meses', `/reportes/comisiones/recibos?start=${anio - 1}-01-01&end=${anio - 1}-12-31`],
    ];
    console.log(`\n${'caso'.padEnd(52)} cli ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'req/s'.padStart(7)}`);
    for (const clientes of [1, 10]) {
      for (const [caso, ruta] of casos) fila(caso, clientes, await medir(clientes, PETICIONES, CALENTAMIENTO, () => obtener(`${url}${ruta}`, headers)));
    }

    // The newest EXPORTAR receipts by validity start: the date where they begin.
    const desde = await withTenant(db.knex, agente.agenteId, async (trx) => {
      const { rows } = await trx.raw(`select fec_vig_de::text as d from recibos order by fec_vig_de desc offset ? limit 1`, [EXPORTAR - 1]);
      return (rows[0]?.d as string | undefined) ?? '1900-01-01';
    });
    const consulta = { 'fecVigDe[ge]': desde };
    console.log(`\nExportación del reporte de recibos desde ${desde}:`);
    const sql = await conMemoria(() => withTenant(db.knex, agente.agenteId, async (trx) => (await filasRecibos(trx, filtrosRecibos(consulta), hoy)).length));
    console.log(`${'SQL sola (todas las filas en memoria)'.padEnd(40)} ${String(sql.filas).padStart(8)} filas ${ms(sql.ms, 9)} ms  pico ${MB(sql.pico)}`);
    for (const formato of ['xlsx', 'csv']) {
      const r = await conMemoria(async () => {
        const res = await fetch(`${url}/reportes/recibos/exportar?${new URLSearchParams({ ...consulta, formato })}`, { headers });
        if (!res.ok || !res.body) throw new Error(`exportar ${formato}: ${res.status}`);
        let bytes = 0;
        for await (const trozo of res.body) bytes += (trozo as Uint8Array).length;
        return bytes;
      });
      console.log(`${`exportación ${formato} (HTTP, en flujo)`.padEnd(40)} ${MB(r.filas)}      ${ms(r.ms, 9)} ms  pico ${MB(r.pico)}`);
    }
    console.log('\ncli = clientes concurrentes; tiempos en ms; el servidor, los clientes y la descarga comparten este proceso (su RSS).');
  } finally {
    await cerrar();
  }
}

await main();
