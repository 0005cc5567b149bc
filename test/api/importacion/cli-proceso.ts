import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { usuarioPorCorreo } from '../../../core/server/auth/usuario-record.ts';
import { openDatabase } from '../../../core/server/db/database.ts';
import { withSystemScope, withTenant } from '../../../core/server/db/tenancy.ts';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { polizaT } from '../../../plugins/polizas/server/index.ts';

/** `cartera` as a child process, as an operator runs it (issue 13, CLI tests). */

export interface Proceso {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  salida: Promise<number | null>;
}

export function cartera(args: string[], env: Record<string, string>): Proceso {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'cli', 'index.ts'), ...args], { cwd: PROJECT_ROOT, env: { ...process.env, ...env } });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (err += d));
  const salida = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, salida };
}

export interface Corrida {
  codigo: number | null;
  stdout: string;
  stderr: string;
}

export async function correr(args: string[], env: Record<string, string>): Promise<Corrida> {
  const p = cartera(args, env);
  const codigo = await p.salida;
  return { codigo, stdout: p.stdout(), stderr: p.stderr() };
}

export async function esperarSalida(p: Proceso, patron: RegExp, ms: number): Promise<RegExpMatchArray> {
  const hasta = Date.now() + ms;
  while (Date.now() < hasta) {
    const m = (p.stdout() + p.stderr()).match(patron);
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no apareció ${patron} en:\n${p.stdout()}${p.stderr()}`);
}

/** A configuration of its own: a new DATA_DIR, the database under test (PGlite in it, or DATABASE_URL). */
export function entorno(extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cartera-importar-')),
    DATABASE_URL: process.env.DATABASE_URL ?? '',
    APP_ENV: 'qa',
    LOG_LEVEL: 'warn',
    PASSWORD_HASH_COST: '12',
    CARTERA_CONTRASENA: '',
    CARTERA_TOKEN: '',
    ...extra,
  };
}

const FIXTURES = path.join(PROJECT_ROOT, 'test', 'fixtures', 'caratulas');

/** The policy number a fixture's cover page prints. */
export const noPolizaDe = (fixture: string): string => JSON.parse(readFileSync(path.join(FIXTURES, `${fixture}.json`), 'utf8')).borrador.noPoliza;

/** A folder with copies of these fixture PDFs (a sub-folder for the ones under `sub/`). */
export function carpetaConCaratulas(nombres: string[]): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cartera-caratulas-'));
  for (const nombre of nombres) {
    const destino = path.join(dir, `${nombre}.pdf`);
    mkdirSync(path.dirname(destino), { recursive: true });
    copyFileSync(path.join(FIXTURES, `${path.basename(nombre)}.pdf`), destino);
  }
  return dir;
}

export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The numbers of the agent's policies, read from the database the CLI used (its PGlite directory
 * once no process holds it, or DATABASE_URL): proof of what was written, duplicates included.
 */
export async function numerosDePolizas(env: Record<string, string>, correo: string): Promise<string[]> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: path.join(env.DATA_DIR, 'pglite'), poolMax: 1 });
  try {
    const usuario = await withSystemScope(db.knex, (trx) => usuarioPorCorreo(trx, correo));
    if (!usuario) throw new Error(`no existe ${correo}`);
    const filas: { noPoliza: string }[] = await withTenant(db.knex, usuario.agenteId, (trx) =>
      trx(polizaT.nombre).where(polizaT.col.agenteId, usuario.agenteId).select(`${polizaT.col.noPoliza} as noPoliza`),
    );
    return filas.map((f) => f.noPoliza).sort();
  } finally {
    await db.close();
  }
}
