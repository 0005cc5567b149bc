import { availableParallelism } from 'node:os';
import type { MessagePort } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * Untrusted files (PDF cover pages, Excel sheets) are parsed in worker threads: a hostile file can
 * exhaust a worker's heap or spin forever, and then only that task fails, never the server.
 */
export interface OpcionesDePool {
  /** Heap of each worker. */
  memoriaMb: number;
  /** Per task; the worker running a task past it is ended. */
  limiteMs: number;
  maxHilos?: number;
}

/** A task that ended badly: out of memory, over time, or the worker's own error. */
export class FallaDeTrabajo extends Error {
  constructor(
    readonly motivo: 'tiempo' | 'memoria' | 'error',
    mensaje: string,
  ) {
    super(mensaje);
  }
}

export interface PoolDeTrabajo<E, S> {
  /**
   * `transferir`: buffers moved, or a port the task talks through while it runs (a streamed read).
   * `corte`: ends the task instead of the pool's time limit (a streamed read counts only its reading time).
   */
  ejecutar(entrada: E, transferir?: (ArrayBuffer | MessagePort)[], corte?: AbortSignal): Promise<S>;
  cerrar(): Promise<void>;
}

/** Heap sizes: a thread refuses them (V8 reads them once per process); its pool's resourceLimits size its heap. */
const TAMANO_DE_HEAP = /^--(max|min)-(semi|old)-space-size(=|$)|^--(max|initial)-heap-size(=|$)/;

/**
 * The process's Node arguments a thread may take. A TypeScript worker needs tsx's loader in its
 * thread: `--import tsx` reaches workers; the `--import tsx/esm` that mocha runs with does not
 * (Node 20), so it is swapped for the former.
 */
function argumentosDeHilo(archivo: URL): string[] {
  const propios: string[] = [];
  const args = process.execArgv;
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--import=tsx/esm') continue;
    if (TAMANO_DE_HEAP.test(args[i])) {
      if (!args[i].includes('=')) i++;
      continue;
    }
    if (args[i] === '--import' && args[i + 1] === 'tsx/esm') {
      i++;
      continue;
    }
    propios.push(args[i]);
  }
  const conTsx = propios.some((a, i) => a === '--import=tsx' || (a === '--import' && propios[i + 1] === 'tsx'));
  return archivo.pathname.endsWith('.ts') && !conTsx ? [...propios, '--import=tsx'] : propios;
}

/** A pool over `archivo`, a module whose default export takes E and returns S. */
export function crearPool<E, S>(archivo: URL, opciones: OpcionesDePool): PoolDeTrabajo<E, S> {
  const pool = new Piscina({
    filename: archivo.href,
    execArgv: argumentosDeHilo(archivo),
    minThreads: 0,
    maxThreads: opciones.maxHilos ?? Math.max(1, Math.min(4, availableParallelism())),
    idleTimeout: 30_000,
    resourceLimits: { maxOldGenerationSizeMb: opciones.memoriaMb, maxYoungGenerationSizeMb: Math.min(16, opciones.memoriaMb / 4) },
  });
  return {
    async ejecutar(entrada, transferir, corte) {
      try {
        return (await pool.run(entrada, { signal: corte ?? AbortSignal.timeout(opciones.limiteMs), transferList: transferir })) as S;
      } catch (err) {
        const e = err as { name?: string; code?: string; message?: string };
        if (e.name === 'AbortError' || e.name === 'TimeoutError') throw new FallaDeTrabajo('tiempo', 'El archivo tardó demasiado en procesarse');
        if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new FallaDeTrabajo('memoria', 'El archivo requiere demasiada memoria para procesarse');
        throw new FallaDeTrabajo('error', e.message ?? String(err));
      }
    },
    cerrar: () => pool.destroy(),
  };
}
