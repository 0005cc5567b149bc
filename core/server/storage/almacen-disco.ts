import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, lstat, mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Almacen } from './almacen.ts';

/** Files under DATA_DIR/storage; every key is checked to resolve inside it. */
export function almacenEnDisco(raiz: string): Almacen {
  const ruta = (clave: string) => {
    const destino = path.join(raiz, clave);
    if (!destino.startsWith(raiz + path.sep)) throw new Error(`Ruta fuera del almacenamiento: ${destino}`);
    return destino;
  };
  /** Written beside the destination (same file system) and renamed: the file appears whole or not at all. */
  const colocar = async (clave: string, escribir: (provisional: string) => Promise<void>) => {
    const destino = ruta(clave);
    await mkdir(path.dirname(destino), { recursive: true });
    const provisional = `${destino}.${randomUUID()}.parcial`;
    try {
      await escribir(provisional);
      await rename(provisional, destino);
    } catch (err) {
      await rm(provisional, { force: true });
      throw err;
    }
  };
  const tamano = async (clave: string) => {
    const info = await stat(ruta(clave)).catch(() => null);
    return info?.isFile() ? info.size : null;
  };
  return {
    async mover(clave, origen) {
      const destino = ruta(clave);
      await mkdir(path.dirname(destino), { recursive: true });
      // Uploads are received under DATA_DIR/tmp, the same file system: a rename is atomic.
      await rename(origen, destino);
    },
    copiar: (clave, origen) => colocar(clave, (provisional) => copyFile(origen, provisional)),
    escribir: (clave, bytes) => colocar(clave, (provisional) => writeFile(provisional, bytes)),
    async abrir(clave) {
      const size = await tamano(clave);
      return size === null ? null : { contenido: createReadStream(ruta(clave)), tamano: size };
    },
    tamano,
    async eliminar(clave) {
      const destino = ruta(clave);
      // lstat: a directory or a link is never a stored file, so it is never removed.
      const info = await lstat(destino).catch(() => null);
      if (!info?.isFile()) return false;
      try {
        await unlink(destino);
        return true;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw err;
      }
    },
    async *listar(prefijo) {
      const carpeta = prefijo ? ruta(prefijo) : raiz;
      const entradas = await readdir(carpeta, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const e of entradas.filter((a) => a.isFile())) yield path.relative(raiz, path.join(e.parentPath, e.name)).split(path.sep).join('/');
    },
    async vaciar(prefijo) {
      return rm(ruta(prefijo), { recursive: true }).then(
        () => true,
        (err: NodeJS.ErrnoException) => {
          if (err.code === 'ENOENT') return false;
          throw err;
        },
      );
    },
    async local(clave, fn) {
      return (await tamano(clave)) === null ? null : fn(ruta(clave));
    },
    // The folder is made by the first upload; nothing to reach.
    comprobar: async () => {},
  };
}
