import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DatabaseBusyError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is a single-process database: two processes writing one directory corrupt it. The first
 * process takes this lock file; a second (the CLI while the server runs) stops with a clear message.
 * A lock left by a process that no longer exists is taken over.
 */
const heldHere = new Set<string>();

export function acquireDirectoryLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'cartera.lock');
  // A lock naming this very process is stale (a restarted container reuses pids), unless this
  // process opened the directory itself.
  if (heldHere.has(file)) throw new DatabaseBusyError(`La base de datos embebida en ${dir} ya está abierta en este proceso`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.off('exit', release);
        rmSync(file, { force: true });
      };
      process.on('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) {
        throw new DatabaseBusyError(
          `La base de datos embebida en ${dir} está en uso por otro proceso (pid ${pid}). ` +
            'Detén ese proceso (por ejemplo el servidor) y vuelve a intentarlo, o usa DATABASE_URL con PostgreSQL.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DatabaseBusyError(`No se pudo bloquear la base de datos embebida en ${dir}`);
}
