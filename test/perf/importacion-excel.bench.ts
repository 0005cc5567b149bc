import ExcelJS from 'exceljs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Knex } from 'knex';
import { Agent, setGlobalDispatcher } from 'undici';
import { withTenant } from '../../core/server/db/tenancy.ts';
import { crearAgente } from '../helpers/accounts.ts';
import { getTestDatabase } from '../helpers/db.ts';
import { crearClave } from '../helpers/polizas.ts';
import { filaValida, libro, servidorDeImportacion, solicitud, subirExcel } from '../api/importacion/excel-datos.ts';

/**
 * Excel portfolio import (issue 13, ADR 032): 10k and 100k rows end to end over HTTP — the upload,
 * POST /excel-importer/process, POST /excel-importer/importar — each with its time, the process's RSS
 * before it, its peak RSS and the peak's rise over that RSS (server, reading worker and client share the
 * process; with PGlite the in-memory database and the generated workbook are in the RSS before every
 * step, so the rise is what the step itself takes; with DATABASE_URL the database is another process
 * and is not counted at all), against a plain exceljs streaming read of
 * the same file as the ratio's base, and the import's apply step against its SQL floor (the same
 * policies and receipts written by two plain `insert … select`). Goals: 10k ≤ 2 s, 100k ≤ 15 s, both at ≤ 250 MB. The row limit
 * is raised for the run (EXCEL_MAX_FILAS). BENCH_EXCEL_FILAS="10000,100000" picks the sizes;
 * BENCH_EXCEL_IMPORTAR_MAX skips the import above that many rows. Figures only, no pass/fail.
 */

const TAMANOS = (process.env.BENCH_EXCEL_FILAS ?? '10000,100000').split(',').map(Number);
const IMPORTAR_MAX = Number(process.env.BENCH_EXCEL_IMPORTAR_MAX ?? Infinity);
process.env.EXCEL_MAX_FILAS = String(Math.max(...TAMANOS));
process.env.EXCEL_LIMITE_MS = '1800000';
// A 100k import on a loaded machine answers after fetch's default 300 s wait for the headers.
setGlobalDispatcher(new Agent({ headersTimeout: 0, bodyTimeout: 0 }));

const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(0);

/**
 * Time, RSS before and peak RSS (sampled every 20 ms) of one step, and the peak rise of the main
 * thread's JavaScript heap (live objects and garbage not yet collected; the reading worker's heap is
 * apart, capped by EXCEL_MEMORIA_MB).
 */
async function medir<T>(fn: () => Promise<T>): Promise<{ valor: T; ms: number; picoMb: string; antesMb: string; subidaMb: string; montonMb: string }> {
  global.gc?.();
  const { rss: antes, heapUsed: montonAntes } = process.memoryUsage();
  let pico = antes;
  let montonPico = montonAntes;
  const muestrear = () => {
    const m = process.memoryUsage();
    pico = Math.max(pico, m.rss);
    montonPico = Math.max(montonPico, m.heapUsed);
  };
  const muestreo = setInterval(muestrear, 20);
  const t0 = performance.now();
  try {
    const valor = await fn();
    muestrear();
    return { valor, ms: performance.now() - t0, picoMb: mb(pico), antesMb: mb(antes), subidaMb: mb(pico - antes), montonMb: mb(montonPico - montonAntes) };
  } finally {
    clearInterval(muestreo);
  }
}

/** exceljs's streaming reader alone over the same bytes: every cell's value, nothing else. */
async function lecturaDesnuda(datos: Buffer): Promise<number> {
  const { Readable } = await import('node:stream');
  let celdas = 0;
  for await (const hoja of new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([datos]), { sharedStrings: 'cache', styles: 'cache', worksheets: 'emit' })) {
    for await (const fila of hoja) celdas += (fila.values as unknown[]).length;
  }
  return celdas;
}

class Revertir extends Error {}

/** A table's written columns (no id, timestamps or generated columns), less those named. */
async function columnas(knex: Knex, tabla: string, fuera: string[]): Promise<string[]> {
  const filas: { column_name: string }[] = await knex('information_schema.columns')
    .where({ table_schema: 'public', table_name: tabla, is_generated: 'NEVER' })
    .whereNotIn('column_name', ['id', 'created_at', 'updated_at', ...fuera])
    .select('column_name');
  return filas.map((f) => f.column_name);
}

/**
 * The SQL floor of the apply step: the agent's imported policies and receipts written again by two
 * plain `insert … select` statements in one transaction (same tables, indexes, row security and
 * triggers; no checks, no clients, no log), then rolled back.
 */
async function escrituraDesnuda(agenteId: number): Promise<{ ms: number; filas: number }> {
  const { knex } = await getTestDatabase();
  const pc = await columnas(knex, 'polizas', ['no_poliza']);
  const rc = await columnas(knex, 'recibos', ['poliza_id']);
  let medida = { ms: 0, filas: 0 };
  const t0 = performance.now();
  try {
    await withTenant(knex, agenteId, async (trx) => {
      const p = await trx.raw(`insert into polizas (no_poliza, ${pc.join(', ')}) select no_poliza || '-C', ${pc.join(', ')} from polizas where agente_id = ?`, [agenteId]);
      const r = await trx.raw(
        `insert into recibos (poliza_id, ${rc.join(', ')}) select c.id, ${rc.map((c) => `r.${c}`).join(', ')} from recibos r
           join polizas p on p.id = r.poliza_id join polizas c on c.agente_id = p.agente_id and c.no_poliza = p.no_poliza || '-C'`,
      );
      medida = { ms: performance.now() - t0, filas: p.rowCount + r.rowCount };
      throw new Revertir();
    });
  } catch (e) {
    if (!(e instanceof Revertir)) throw e;
  }
  return medida;
}

async function main() {
  const server = await servidorDeImportacion();
  try {
    console.log(`Base de datos: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite en memoria'}; filas: ${TAMANOS.join(', ')}\n`);
    console.log(
      `${'filas'.padStart(7)} ${'paso'.padEnd(22)} ${'ms'.padStart(9)} ${'RSS antes MB'.padStart(13)} ${'pico RSS MB'.padStart(12)} ${'pico − antes MB'.padStart(14)} ${'montón + MB'.padStart(12)}`,
    );
    for (const n of TAMANOS) {
      const agente = await crearAgente(server);
      await crearClave(server, agente, { clave: 'BENCH' });
      const datos = await libro(Array.from({ length: n }, (_, i) => filaValida('BENCH', { noPoliza: `B${n}-${i + 1}` })));
      const linea = (paso: string, r: { ms: number; picoMb: string; antesMb: string; subidaMb: string; montonMb: string }) =>
        console.log(
          `${String(n).padStart(7)} ${paso.padEnd(22)} ${r.ms.toFixed(0).padStart(9)} ${r.antesMb.padStart(13)} ${r.picoMb.padStart(12)} ${r.subidaMb.padStart(14)} ${r.montonMb.padStart(12)}`,
        );
      console.log(`${String(n).padStart(7)} archivo de ${mb(datos.length)} MB (${(datos.length / 1024).toFixed(0)} KB)`);
      const base = await medir(() => lecturaDesnuda(datos));
      linea('exceljs solo (base)', base);
      const subida = await medir(() => subirExcel(server, agente, datos));
      linea('carga', subida);
      const body = solicitud(subida.valor);
      const proceso = await medir(() => server.api('POST', '/excel-importer/process', body, agente.auth));
      if (proceso.valor.status !== 200) throw new Error(`process: ${proceso.valor.body.message}`);
      linea('process', proceso);
      const total = { ms: subida.ms + proceso.ms };
      if (n <= IMPORTAR_MAX) {
        const importacion = await medir(() => server.api('POST', '/excel-importer/importar', body, agente.auth));
        if (importacion.valor.status !== 200) throw new Error(`importar: ${importacion.valor.body.message}`);
        linea('importar', importacion);
        total.ms += importacion.ms;
        const sql = await escrituraDesnuda(agente.login.agenteId);
        console.log(
          `${String(n).padStart(7)} ${'SQL desnudo (piso)'.padEnd(22)} ${sql.ms.toFixed(0).padStart(9)} ms: ${sql.filas} pólizas y recibos; importar = ${(importacion.ms / sql.ms).toFixed(1)}× el piso`,
        );
      } else console.log(`${String(n).padStart(7)} importar omitido (BENCH_EXCEL_IMPORTAR_MAX=${IMPORTAR_MAX})`);
      console.log(`${String(n).padStart(7)} ${'total / base'.padEnd(22)} ${total.ms.toFixed(0).padStart(9)} ms, ${(total.ms / base.ms).toFixed(1)}× la lectura desnuda\n`);
    }
    console.log('Metas: 10k filas ≤ 2 s y 100k ≤ 15 s de punta a punta, con pico de RSS ≤ 250 MB.');
    console.log(
      `Carga de la máquina al terminar (1, 5, 15 min): ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(', ')} en ${os.availableParallelism()} CPU.`,
    );
  } finally {
    await server.close();
  }
}

await main();
process.exit(0);
