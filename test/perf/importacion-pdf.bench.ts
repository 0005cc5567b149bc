import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { PdfReader } from 'pdfreader';
import { analizarCaratula } from '../../plugins/importacion/server/formatos/registro.ts';
import { leerPdf } from '../../plugins/importacion/server/pdf/leer-pdf.ts';

/**
 * PDF cover-page import (issue 13, ADR 031): p50 and p95 per file of leerPdf + analizarCaratula over
 * every fixture in test/fixtures/caratulas (goal: p95 ≤ 100 ms), against pdfreader's bare parse of
 * the same bytes (collecting its items, nothing else) as the ratio's base. In-process, one file at a
 * time, as one worker of the import pool runs them. Figures only, no pass/fail.
 */

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const carpeta = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/caratulas');

const percentil = (valores: number[], q: number) => [...valores].sort((a, b) => a - b)[Math.min(valores.length - 1, Math.floor(q * valores.length))];
const fmt = (n: number) => n.toFixed(2).padStart(7);

/** pdfreader alone: the floor any import built on it pays. A non-pooled copy, as leerPdf makes (STACK.md). */
function parseDesnudo(datos: Buffer): Promise<number> {
  const copia = Buffer.alloc(datos.length);
  datos.copy(copia);
  return new Promise((resolve, reject) => {
    let items = 0;
    new PdfReader().parseBuffer(copia, (err, item) => {
      if (err) reject(new Error(String(err)));
      else if (!item) resolve(items);
      else if (item.text) items++;
    });
  });
}

/** Wall time and this process's CPU time per call, in ms: on a busy machine CPU is the steadier figure. */
async function medir(vueltas: number, fn: () => Promise<unknown>): Promise<{ pared: number[]; cpu: number[] }> {
  const pared: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < WARMUP + vueltas; i++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await fn();
    const c = process.cpuUsage(c0);
    if (i >= WARMUP) {
      pared.push(performance.now() - t0);
      cpu.push((c.user + c.system) / 1000);
    }
  }
  return { pared, cpu };
}

async function main() {
  const archivos = readdirSync(carpeta)
    .filter((f) => f.endsWith('.pdf'))
    .sort();
  console.log(`${archivos.length} PDF de ${carpeta}; ${ITERATIONS} iteraciones por archivo (más ${WARMUP} de calentamiento)\n`);
  console.log(
    `${'archivo'.padEnd(20)} ${'resultado'.padEnd(14)} ${'p50'.padStart(7)}   ${'p95'.padStart(7)}   ${'CPU p50'.padStart(7)}   ${'CPU p95'.padStart(7)}   ${'base p50'.padStart(8)}  ${'base p95'.padStart(8)}  ${'p50/base'.padStart(8)}  ${'análisis'.padStart(8)}`,
  );
  const todos = { pared: [] as number[], cpu: [] as number[] };
  const base = { pared: [] as number[], cpu: [] as number[] };
  for (const archivo of archivos) {
    const datos = readFileSync(path.join(carpeta, archivo));
    let resultado = '';
    const importar = await medir(ITERATIONS, async () => {
      const r = analizarCaratula(await leerPdf(datos));
      resultado = r.ok ? r.borrador.formato : r.motivo;
    });
    const desnudo = await medir(ITERATIONS, () => parseDesnudo(datos));
    // The registry alone, on the text already read: what the formats add to pdfreader.
    const doc = await leerPdf(datos);
    const analisis = await medir(ITERATIONS, async () => analizarCaratula(doc));
    for (const k of ['pared', 'cpu'] as const) {
      todos[k].push(...importar[k]);
      base[k].push(...desnudo[k]);
    }
    const p50 = percentil(importar.pared, 0.5);
    const b50 = percentil(desnudo.pared, 0.5);
    console.log(
      `${archivo.padEnd(20)} ${resultado.padEnd(14)} ${fmt(p50)}ms ${fmt(percentil(importar.pared, 0.95))}ms ${fmt(percentil(importar.cpu, 0.5))}ms ${fmt(percentil(importar.cpu, 0.95))}ms ` +
        `${fmt(b50).padStart(8)}ms ${fmt(percentil(desnudo.pared, 0.95)).padStart(8)}ms ${(p50 / b50).toFixed(2).padStart(8)}  ${fmt(percentil(analisis.pared, 0.5))}ms`,
    );
  }
  const resumen = (m: { pared: number[]; cpu: number[] }) =>
    `p50 ${percentil(m.pared, 0.5).toFixed(2)} ms, p95 ${percentil(m.pared, 0.95).toFixed(2)} ms (CPU p50 ${percentil(m.cpu, 0.5).toFixed(2)} ms, p95 ${percentil(m.cpu, 0.95).toFixed(2)} ms)`;
  console.log(`\nTodos los archivos, leerPdf + analizarCaratula: ${resumen(todos)} por archivo; meta p95 ≤ 100 ms.`);
  console.log(`pdfreader solo (la base): ${resumen(base)}; proporción de p50 ${(percentil(todos.pared, 0.5) / percentil(base.pared, 0.5)).toFixed(2)}×.`);
  console.log('análisis = analizarCaratula sola, p50, sobre el texto ya leído.');
}

await main();
