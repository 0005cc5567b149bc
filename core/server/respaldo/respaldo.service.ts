import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { APP_ROLE } from '../db/database.ts';
import { acquireDirectoryLock } from '../db/lock.ts';
import { withSystemScope } from '../db/tenancy.ts';
import type { Logger } from '../log.ts';
import { openConfiguredDatabase } from '../runtime.ts';
import { RespaldoError, apartar, respaldarArchivos, restaurarArchivos, vacia } from './archivos.ts';
import { diferencias, huellaDe, type Huella } from './huella.ts';
import { escribirManifiesto, leerManifiesto, type Manifiesto } from './manifiesto.ts';

/**
 * `cartera backup` / `cartera restore` (issue 19): pg_dump / pg_restore for PostgreSQL, a copy of the
 * closed data directory for PGlite, plus the stored files (DATA_DIR/storage or the S3 bucket) and the DATA_DIR secret. A backup records
 * every table's rows and checksum; a restore is verified against them.
 */

export { RespaldoError };

export interface Fases {
  [fase: string]: number;
}

const SECRETO = 'jwt-secret';

/** Fingerprint of the configured database, read in system scope (FORCE row-level security binds the owner too). */
async function huellaConfigurada(config: Config, log: Logger): Promise<Huella> {
  const db = await openConfiguredDatabase(config, log);
  try {
    return await db.withOwner((knex) => withSystemScope(knex, (trx) => huellaDe(trx)));
  } finally {
    await db.close();
  }
}

function ejecutar(programa: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const hijo = spawn(programa, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let error = '';
    hijo.stderr.on('data', (d) => (error += d));
    hijo.on('error', (err) => reject(new RespaldoError(`No se pudo ejecutar ${programa}: ${err.message}`)));
    hijo.on('exit', (code) => (code === 0 ? resolve() : reject(new RespaldoError(`${programa} terminó con código ${code}: ${error.trim().slice(0, 2000)}`))));
  });
}

/** Row-level security policies see every row in system scope: pg_dump reads all agents' rows as the owner. */
const COMO_SISTEMA = { PGOPTIONS: '-c app.sistema=on' };

function contarArchivos(carpeta: string): number {
  if (!existsSync(carpeta)) return 0;
  return readdirSync(carpeta, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}

async function medir(fases: Fases, fase: string, tarea: () => Promise<void> | void): Promise<void> {
  const t0 = performance.now();
  await tarea();
  fases[fase] = Math.round(performance.now() - t0);
}

export async function respaldar(config: Config, log: Logger, destino: string): Promise<{ manifiesto: Manifiesto; fases: Fases }> {
  if (!vacia(destino)) throw new RespaldoError(`La carpeta ${destino} ya existe y no está vacía: elige una nueva`);
  mkdirSync(destino, { recursive: true });
  const fases: Fases = {};
  const base = config.databaseUrl ? 'postgres' : 'pglite';
  let huella: Huella = {};
  await medir(fases, 'huella', async () => void (huella = await huellaConfigurada(config, log)));
  const archivoBase = base === 'postgres' ? 'base.dump' : 'pglite';
  await medir(fases, 'base', async () => {
    if (base === 'postgres') {
      await ejecutar('pg_dump', ['--format=custom', '--enable-row-security', `--file=${path.join(destino, archivoBase)}`, config.databaseUrl], COMO_SISTEMA);
      return;
    }
    // The closed directory, under the same lock the server takes: nobody writes while it is copied.
    const liberar = acquireDirectoryLock(config.dataDir);
    try {
      cpSync(path.join(config.dataDir, 'pglite'), path.join(destino, archivoBase), { recursive: true });
    } finally {
      liberar();
    }
  });
  await medir(fases, 'archivos', () => respaldarArchivos(config, path.join(destino, 'storage')));
  const conSecreto = !process.env.JWT_SECRET && existsSync(path.join(config.dataDir, SECRETO));
  if (conSecreto) cpSync(path.join(config.dataDir, SECRETO), path.join(destino, SECRETO));
  const manifiesto: Manifiesto = { formato: 1, fecha: new Date().toISOString(), base, archivoBase, archivos: contarArchivos(path.join(destino, 'storage')), conSecreto, huella };
  escribirManifiesto(destino, manifiesto);
  return { manifiesto, fases };
}

async function restaurarPostgres(config: Config, log: Logger, origen: string, m: Manifiesto, reemplazar: boolean): Promise<void> {
  const db = await openConfiguredDatabase(config, log);
  try {
    const { rows } = await db.knex.raw<{ rows: { n: string }[] }>(`select count(*) as n from information_schema.tables where table_schema = 'public'`);
    if (Number(rows[0].n) > 0 && !reemplazar) throw new RespaldoError('La base de datos de destino ya tiene tablas: restaura en una base nueva o usa --reemplazar');
    // The dump grants to the app's role; another cluster may not have it yet (the first migration creates it the same way).
    await db.withOwner((k) =>
      k.raw(`do $$ begin if not exists (select from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} nologin nosuperuser nobypassrls; end if; end $$`),
    );
  } finally {
    await db.close();
  }
  const args = ['--no-owner', '--exit-on-error', '--single-transaction', `--dbname=${config.databaseUrl}`];
  await ejecutar('pg_restore', [...(reemplazar ? ['--clean', '--if-exists'] : []), ...args, path.join(origen, m.archivoBase)], COMO_SISTEMA);
}

function restaurarPglite(config: Config, origen: string, m: Manifiesto, reemplazar: boolean): void {
  const destino = path.join(config.dataDir, 'pglite');
  const liberar = acquireDirectoryLock(config.dataDir);
  try {
    if (!vacia(destino) && !reemplazar) throw new RespaldoError(`Ya hay una base de datos en ${destino}: restaura en un DATA_DIR nuevo o usa --reemplazar`);
    apartar(destino);
    cpSync(path.join(origen, m.archivoBase), destino, { recursive: true });
  } finally {
    liberar();
  }
}

export async function restaurar(config: Config, log: Logger, origen: string, { reemplazar = false } = {}): Promise<{ manifiesto: Manifiesto; fases: Fases }> {
  const m = leerManifiesto(origen);
  const base = config.databaseUrl ? 'postgres' : 'pglite';
  if (m.base !== base) throw new RespaldoError(`El respaldo es de ${m.base} y la configuración usa ${base}`);
  const fases: Fases = {};
  await medir(fases, 'base', () => (base === 'postgres' ? restaurarPostgres(config, log, origen, m, reemplazar) : restaurarPglite(config, origen, m, reemplazar)));
  await medir(fases, 'archivos', () => restaurarArchivos(config, path.join(origen, 'storage'), reemplazar));
  // The backup's secret reads its encrypted keys and sessions; the one the new DATA_DIR just generated has nothing to read yet.
  if (m.conSecreto && !process.env.JWT_SECRET) cpSync(path.join(origen, SECRETO), path.join(config.dataDir, SECRETO));
  await medir(fases, 'verificacion', async () => {
    const distintas = diferencias(m.huella, await huellaConfigurada(config, log));
    if (distintas.length) throw new RespaldoError(`La restauración no coincide con el respaldo en: ${distintas.join(', ')}`);
  });
  return { manifiesto: m, fases };
}
