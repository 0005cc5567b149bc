import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { OrdenDeCarga } from './cliente-de-carga.ts';

/**
 * Closed-loop load for benchmarks: `concurrencia` clients, each starting its next request as soon
 * as its previous one answers, until `total` requests were made. Latency is per request; req/s is
 * requests over wall time. A warm-up at the same concurrency runs first and is not counted.
 */

export interface Medida {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  media: number;
  porSegundo: number;
}

/** Nearest-rank percentile of already sorted values. */
export function percentil(ordenados: readonly number[], q: number): number {
  return ordenados[Math.min(ordenados.length - 1, Math.max(0, Math.ceil(q * ordenados.length) - 1))];
}

export function resumir(tiempos: readonly number[], paredMs: number): Medida {
  const ordenados = [...tiempos].sort((a, b) => a - b);
  return {
    n: ordenados.length,
    p50: percentil(ordenados, 0.5),
    p95: percentil(ordenados, 0.95),
    p99: percentil(ordenados, 0.99),
    media: ordenados.reduce((s, t) => s + t, 0) / ordenados.length,
    porSegundo: (ordenados.length / paredMs) * 1000,
  };
}

async function correr(concurrencia: number, total: number, tarea: (i: number) => Promise<unknown>, tiempos?: number[]): Promise<void> {
  let siguiente = 0;
  const cliente = async () => {
    while (siguiente < total) {
      const i = siguiente++;
      const t0 = performance.now();
      await tarea(i);
      tiempos?.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrencia }, cliente));
}

export async function medir(concurrencia: number, total: number, calentamiento: number, tarea: (i: number) => Promise<unknown>): Promise<Medida> {
  await correr(concurrencia, calentamiento, tarea);
  const tiempos: number[] = [];
  const t0 = performance.now();
  await correr(concurrencia, total, tarea, tiempos);
  return resumir(tiempos, performance.now() - t0);
}

const CLIENTE = fileURLToPath(new URL('./cliente-de-carga.ts', import.meta.url));

/**
 * The same measure over HTTP with autocannon in a child process (cliente-de-carga.ts): GETs of `rutas`
 * (paths under `base`, taken in turn) that must all answer 2xx.
 */
export function medirHttp(orden: OrdenDeCarga): Promise<Medida> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--import', 'tsx', CLIENTE, JSON.stringify(orden)], { maxBuffer: 1 << 20 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`el generador de carga falló: ${stderr || err.message}`));
      else resolve(JSON.parse(stdout) as Medida);
    });
  });
}

/** A GET that must answer 2xx; the body is read (as the browser would) but not parsed. */
export async function obtener(url: string, headers: Record<string, string>): Promise<void> {
  const res = await fetch(url, { headers });
  const cuerpo = await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} respondió ${res.status}: ${Buffer.from(cuerpo).toString('utf8').slice(0, 200)}`);
}

export const ms = (n: number, ancho = 8) => n.toFixed(1).padStart(ancho);
