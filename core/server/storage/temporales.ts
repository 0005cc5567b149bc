import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** An upload takes minutes at most (60 s request timeout); older scratch folders were left by a crash. */
const VIEJO_MS = 60 * 60 * 1000;

/**
 * Removes the upload scratch folders (DATA_DIR/tmp/carga-*) a crashed process left behind. Only old
 * ones: instances sharing DATA_DIR may be receiving uploads right now. Answers how many it removed.
 */
export async function limpiarCargasHuerfanas(tmpRaiz: string, ahora = Date.now()): Promise<number> {
  const nombres = await readdir(tmpRaiz).catch(() => [] as string[]);
  let quitadas = 0;
  for (const nombre of nombres.filter((n) => n.startsWith('carga-'))) {
    const ruta = path.join(tmpRaiz, nombre);
    const info = await stat(ruta).catch(() => null);
    if (info && ahora - info.mtimeMs > VIEJO_MS) {
      await rm(ruta, { recursive: true, force: true });
      quitadas++;
    }
  }
  return quitadas;
}
