import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { puertoLibre } from './procesos.ts';

/** The newest Debian PostgreSQL server binaries (initdb, pg_ctl), or null when not installed. */
export function binariosPostgres(): string | null {
  const raiz = '/usr/lib/postgresql';
  if (!existsSync(raiz)) return null;
  const versiones = readdirSync(raiz).sort((a, b) => Number(b) - Number(a));
  return versiones.map((v) => `${raiz}/${v}/bin`).find((d) => existsSync(`${d}/initdb`) && existsSync(`${d}/pg_ctl`)) ?? null;
}

export interface PostgresPropio {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  iniciar(): Promise<void>;
  detener(modo?: 'fast' | 'immediate'): Promise<void>;
  /** Stops the server (if running) and removes its directory. */
  borrar(): Promise<void>;
}

/**
 * A PostgreSQL server of the test's own, which it may stop and start at will (as .ci/run starts
 * its own): initdb into a folder under /tmp, pg_ctl on a free port, as the postgres system user
 * when this process is root (initdb and postgres refuse to run as root).
 */
export async function postgresPropio(bin: string): Promise<PostgresPropio> {
  const raiz = mkdtempSync('/tmp/cartera-pg-propio-');
  mkdirSync(path.join(raiz, 'sock'));
  chmodSync(raiz, 0o755);
  const root = process.getuid?.() === 0;
  if (root) {
    const [uid, gid] = ['-u', '-g'].map((o) => Number(execFileSync('id', [o, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(raiz, uid, gid);
    chownSync(path.join(raiz, 'sock'), uid, gid);
  }
  // Asynchronous: the clients of a test keep calling the app while pg_ctl works.
  const correr = (programa: string, args: string[]) =>
    promisify(execFile)(root ? 'runuser' : `${bin}/${programa}`, root ? ['-u', 'postgres', '--', `${bin}/${programa}`, ...args] : args, { cwd: raiz });
  const datos = path.join(raiz, 'data');
  await correr('initdb', ['-D', datos, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8']);
  const puerto = await puertoLibre();
  const opciones = `-p ${puerto} -k ${path.join(raiz, 'sock')} -c listen_addresses=127.0.0.1`;
  let corriendo = false;
  const servidor: PostgresPropio = {
    url: `postgres://postgres@127.0.0.1:${puerto}/postgres`,
    async iniciar() {
      await correr('pg_ctl', ['-D', datos, '-l', path.join(raiz, 'server.log'), '-o', opciones, '-w', '-t', '60', 'start']);
      corriendo = true;
    },
    async detener(modo = 'fast') {
      await correr('pg_ctl', ['-D', datos, '-m', modo, '-w', '-t', '60', 'stop']);
      corriendo = false;
    },
    async borrar() {
      try {
        if (corriendo) await servidor.detener('immediate');
      } finally {
        rmSync(raiz, { recursive: true, force: true });
      }
    },
  };
  await servidor.iniciar();
  return servidor;
}
