import { cpSync, createWriteStream, existsSync, readdirSync, renameSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { ConfigAlmacen } from '../storage/almacen.ts';
import { almacenDe } from '../storage/almacen.ts';

/** The stored files of a backup: DATA_DIR/storage copied as a folder, or every S3 object downloaded under its key. */

/** A backup or restore refused for a reason the person can fix: the CLI prints only the message. */
export class RespaldoError extends Error {}

export function vacia(carpeta: string): boolean {
  return !existsSync(carpeta) || readdirSync(carpeta).length === 0;
}

/** Moves an existing folder aside (name.antes-<time>) so a replacing restore loses nothing. */
export function apartar(carpeta: string): void {
  if (existsSync(carpeta)) renameSync(carpeta, `${carpeta}.antes-${new Date().toISOString().replace(/[:.]/g, '-')}`);
}

export async function respaldarArchivos(config: ConfigAlmacen, carpeta: string): Promise<void> {
  if (config.storage.tipo === 'disk') {
    const almacen = path.join(config.dataDir, 'storage');
    if (existsSync(almacen)) cpSync(almacen, carpeta, { recursive: true });
    return;
  }
  const almacen = almacenDe(config);
  for await (const clave of almacen.listar('')) {
    const abierto = await almacen.abrir(clave);
    // Removed between the listing and the read: not part of the backup.
    if (!abierto) continue;
    const destino = path.join(carpeta, ...clave.split('/'));
    await mkdir(path.dirname(destino), { recursive: true });
    await pipeline(abierto.contenido, createWriteStream(destino));
  }
}

export async function restaurarArchivos(config: ConfigAlmacen, carpeta: string, reemplazar: boolean): Promise<void> {
  if (!existsSync(carpeta)) return;
  if (config.storage.tipo === 'disk') {
    const almacen = path.join(config.dataDir, 'storage');
    if (!vacia(almacen) && !reemplazar) throw new RespaldoError(`Ya hay archivos en ${almacen}: usa --reemplazar`);
    apartar(almacen);
    cpSync(carpeta, almacen, { recursive: true });
    return;
  }
  const almacen = almacenDe(config);
  // Objects cannot be set aside as a folder is: with --reemplazar the backup's overwrite theirs and any other stays.
  for await (const clave of almacen.listar('')) {
    if (!reemplazar) throw new RespaldoError(`Ya hay archivos en el bucket S3 ${config.storage.bucket} (por ejemplo ${clave}): usa --reemplazar`);
    break;
  }
  for (const e of readdirSync(carpeta, { recursive: true, withFileTypes: true }).filter((a) => a.isFile())) {
    const ruta = path.join(e.parentPath, e.name);
    await almacen.copiar(path.relative(carpeta, ruta).split(path.sep).join('/'), ruta);
  }
}
