import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** An upload takes minutes at most (60 s request timeout); older scratch folders were left by a crash. */
const VIEJO_MS = 60 * 60 * 1000;

/** Upload scratch folders, and local copies of S3 objects (almacen-s3.ts). */
const PREFIJOS = ['carga-', 's3-'];

/**
 * Removes the scratch folders (DATA_DIR/tmp/carga-*, s3-*) a crashed process left behind. Only old
 * ones: instances sharing DATA_DIR may be receiving uploads right now. Answers how many it removed.
 */
export async function limpiarCargasHuerfanas(tmpRaiz: string, ahora = Date.now()): Promise<number> {
  const nombres = await readdir(tmpRaiz).catch(() => [] as string[]);
  let quitadas = 0;
  for (const nombre of nombres.filter((n) => PREFIJOS.some((p) => n.startsWith(p)))) {
    const ruta = path.join(tmpRaiz, nombre);
    const info = await stat(ruta).catch(() => null);
    if (info && ahora - info.mtimeMs > VIEJO_MS) {
      await rm(ruta, { recursive: true, force: true });
      quitadas++;
    }
  }
  return quitadas;
}
