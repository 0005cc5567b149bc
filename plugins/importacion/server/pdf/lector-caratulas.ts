import { moduloJunto } from '../../../../core/server/paths.ts';
import { crearPool, FallaDeTrabajo, type PoolDeTrabajo } from '../../../../core/server/workers/pool.ts';
import type { SalidaDeCaratula } from './caratula.worker.ts';

/**
 * Cover pages are read in worker threads (issue 13): each file gets a heap limit and 10 s, and a
 * file past either ends as a failed reading while the server goes on. Files are read one at a time
 * per request; two threads at most on the 2-CPU machines this runs on.
 */
export type LecturaDeCaratula = SalidaDeCaratula | { ok: false; motivo: FallaDeTrabajo['motivo']; mensaje: string };

export interface LectorDeCaratulas {
  leer(datos: Uint8Array): Promise<LecturaDeCaratula>;
  cerrar(): Promise<void>;
}

export const LIMITE_POR_ARCHIVO_MS = 10_000;
const MEMORIA_MB = 256;

export function crearLectorDeCaratulas(worker = moduloJunto('./caratula.worker', import.meta.url)): LectorDeCaratulas {
  const pool: PoolDeTrabajo<Uint8Array, SalidaDeCaratula> = crearPool(worker, { memoriaMb: MEMORIA_MB, limiteMs: LIMITE_POR_ARCHIVO_MS, maxHilos: 2 });
  return {
    async leer(datos) {
      // A copy of its own: the bytes move to the worker, and a Buffer may share its memory with others.
      const copia = new Uint8Array(datos);
      try {
        return await pool.ejecutar(copia, [copia.buffer]);
      } catch (err) {
        if (err instanceof FallaDeTrabajo) return { ok: false, motivo: err.motivo, mensaje: err.message };
        throw err;
      }
    },
    cerrar: () => pool.cerrar(),
  };
}
