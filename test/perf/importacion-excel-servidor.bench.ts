import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Agent, setGlobalDispatcher } from 'undici';
import { codigoDeBench } from '../helpers/cli.ts';
import { crearClave } from '../helpers/polizas.ts';
import { baseConDemo, entorno, iniciarInstancia, sesionEnInstancia } from '../ops/procesos.ts';
import { filaValida, libro, solicitud, subirExcel } from '../api/importacion/excel-datos.ts';

/**
 * The Excel import's memory as a deployment sees it (issue 13, ADR 032): `cartera serve` in a process
 * of its own, the demo account signed in over HTTP, then the upload, process and importar of 10k and
 * 100k rows, each with its time, the server's RSS before the step and its peak RSS during it (the
 * kernel's high-water mark, VmHWM, reset before each step; the reading worker is in it). Unlike
 * importacion-excel.bench.ts, whose RSS also holds the client, the generated workbooks and PGlite,
 * this counts the server alone, run as a deployment runs it (the compiled `cartera` binary;
 * BENCH_CODIGO=fuentes for its sources under tsx). BENCH_EXCEL_FILAS picks the sizes;
 * BENCH_SERVIDOR_NODE_OPTIONS is the server's NODE_OPTIONS (e.g. --max-old-space-size=160, to see
 * what a heap limit does).
 * PostgreSQL with DATABASE_URL (a database of its own, dropped at the end), else PGlite. Figures only.
 */

const TAMANOS = (process.env.BENCH_EXCEL_FILAS ?? '10000,100000').split(',').map(Number);
const NODE_OPTIONS = process.env.BENCH_SERVIDOR_NODE_OPTIONS ?? '';
setGlobalDispatcher(new Agent({ headersTimeout: 0, bodyTimeout: 0 }));

const mb = (kb: number) => (kb / 1024).toFixed(0);

/** The process's current and peak RSS in KB, from /proc. */
async function memoria(pid: number): Promise<{ rss: number; pico: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (campo: string) => Number(status.match(new RegExp(`${campo}:\\s+(\\d+) kB`))?.[1] ?? 0);
  return { rss: kb('VmRSS'), pico: kb('VmHWM') };
}

/** One step's time and the server's RSS before and at its peak (the high-water mark reset first). */
async function medir<T>(pid: number, fn: () => Promise<T>): Promise<{ valor: T; ms: number; antes: number; pico: number }> {
  await writeFile(`/proc/${pid}/clear_refs`, '5');
  const { rss: antes } = await memoria(pid);
  const t0 = performance.now();
  const valor = await fn();
  const ms = performance.now() - t0;
  return { valor, ms, antes, pico: (await memoria(pid)).pico };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'excel-servidor-'));
  const base = await baseConDemo(`excel_servidor_${process.pid}`, dir);
  const extra: Record<string, string> = { EXCEL_MAX_FILAS: String(Math.max(...TAMANOS)), EXCEL_LIMITE_MS: '1800000' };
  if (NODE_OPTIONS) extra.NODE_OPTIONS = NODE_OPTIONS;
  const instancia = await iniciarInstancia(entorno(base.url, dir, extra), codigoDeBench());
  const pid = instancia.run.child.pid ?? 0;
  try {
    const { server, cuenta } = await sesionEnInstancia(instancia.url, base.correo, base.password);
    const { api } = server;
    await crearClave(server, cuenta, { clave: 'BENCH-SRV' });

    const codigo = /"codigo":"(\w+)"/.exec(instancia.run.output())?.[1];
    console.log(`Servidor aparte (${base.url ? 'PostgreSQL' : 'PGlite'}, código ${codigo}${NODE_OPTIONS ? `, NODE_OPTIONS=${NODE_OPTIONS}` : ''}); RSS del servidor solo\n`);
    console.log(`${'filas'.padStart(7)} ${'paso'.padEnd(10)} ${'ms'.padStart(8)} ${'RSS antes MB'.padStart(13)} ${'pico RSS MB'.padStart(12)}`);
    for (const n of TAMANOS) {
      const datos = await libro(Array.from({ length: n }, (_, i) => filaValida('BENCH-SRV', { noPoliza: `S${n}-${i + 1}` })));
      const linea = (paso: string, r: { ms: number; antes: number; pico: number }) =>
        console.log(`${String(n).padStart(7)} ${paso.padEnd(10)} ${r.ms.toFixed(0).padStart(8)} ${mb(r.antes).padStart(13)} ${mb(r.pico).padStart(12)}`);
      const subida = await medir(pid, () => subirExcel(server, cuenta, datos));
      linea('carga', subida);
      const body = solicitud(subida.valor);
      for (const paso of ['process', 'importar']) {
        const r = await medir(pid, () => api('POST', `/excel-importer/${paso}`, body, cuenta.auth));
        if (r.valor.status !== 200) throw new Error(`${paso}: ${r.valor.body.message}`);
        linea(paso, r);
      }
    }
    console.log('\nMeta: pico de RSS ≤ 250 MB.');
  } finally {
    await instancia.senal('SIGTERM');
    await base.borrar();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
