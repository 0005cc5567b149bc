import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../core/server/db/database.ts';
import type { Cuenta } from '../helpers/accounts.ts';
import { cartera, carteraHastaTerminar, waitFor, type Codigo, type Run } from '../helpers/cli.ts';
import { apiDe, type TestServer } from '../helpers/server.ts';

/**
 * Helpers of the operations tests (issue 19, docs/adr/041-varias-instancias.md): real `cartera serve`
 * processes on a PostgreSQL database of their own, as a deployment runs them.
 */

/** The same secret for every instance: tokens signed by one are valid on the others. */
export const SECRETO = 'secreto-compartido-de-las-pruebas-de-operacion';

/**
 * The database under test with the demo account (its password printed by seed:demo): on PostgreSQL a
 * database of its own next to DATABASE_URL, on PGlite the one in dataDir.
 */
export async function baseConDemo(
  nombre: string,
  dataDir: string,
  servidor = process.env.DATABASE_URL,
): Promise<{ url: string; correo: string; password: string; borrar(): Promise<void> }> {
  let url = '';
  let borrar = async () => {};
  if (servidor) {
    const admin = await openDatabase({ databaseUrl: servidor, poolMax: 1 });
    await admin.withOwner((k) => k.raw(`create database ${nombre}`));
    const u = new URL(servidor);
    u.pathname = `/${nombre}`;
    url = u.toString();
    borrar = async () => {
      await admin.withOwner((k) => k.raw(`drop database if exists ${nombre} with (force)`));
      await admin.close();
    };
  }
  const demo = await carteraHastaTerminar(['seed:demo'], entorno(url, dataDir));
  const correo = demo.output.match(/correo:\s+(\S+)/)?.[1];
  const password = demo.output.match(/contraseña:\s+(\S+)/)?.[1];
  if (demo.code !== 0 || !correo || !password) {
    await borrar();
    throw new Error(`seed:demo falló:\n${demo.output}`);
  }
  return { url, correo, password, borrar };
}

export function entorno(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, JWT_SECRET: SECRETO, PASSWORD_HASH_COST: '10', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: '0', ...extra };
}

export interface Instancia {
  url: string;
  puerto: number;
  run: Run;
  /** Sends the signal and answers the exit code. */
  senal(signal: NodeJS.Signals): Promise<number | null>;
}

/** `cartera serve --no-web` in a child process, once it says it is ready. */
export async function iniciarInstancia(env: Record<string, string>, codigo: Codigo = 'fuentes'): Promise<Instancia> {
  const run = cartera(['serve', '--no-web'], env, codigo);
  // Never left running after the test process, whatever failed on the way.
  const matar = () => run.child.exitCode === null && run.child.kill('SIGKILL');
  process.once('exit', matar);
  void run.exited.then(() => process.off('exit', matar));
  const salio = run.exited.then((code) => {
    throw new Error(`cartera serve terminó (${code}) antes de estar listo:\n${run.output()}`);
  });
  const [, url] = await Promise.race([waitFor(run, /Cartera lista en (http:\/\/[^\s"]+)/, 90_000), salio]).catch((err: unknown) => {
    matar();
    throw err;
  });
  return {
    url,
    puerto: Number(new URL(url).port),
    run,
    async senal(signal) {
      if (run.child.exitCode === null) run.child.kill(signal);
      return run.exited;
    },
  };
}

export type BaseConDemo = Awaited<ReturnType<typeof baseConDemo>>;

export interface InstalacionDePrueba {
  dataDir: string;
  /** The demo database, made on the first call. */
  base(): Promise<BaseConDemo>;
  /** `cartera serve` on that database; stopped after the describe unless the test stopped it. */
  iniciar(extra?: Record<string, string>, codigo?: Codigo): Promise<Instancia>;
}

/** Called in a describe: a data folder and a demo database of its own, and the instances started on them, all gone after it. */
export function instalacionDePrueba(nombre: string): InstalacionDePrueba {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `cartera-${nombre}-`));
  let base: Promise<BaseConDemo> | undefined;
  const instancias: Instancia[] = [];
  after(async () => {
    for (const inst of instancias) await inst.senal('SIGTERM');
    await (await base?.catch(() => undefined))?.borrar();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const demo = () => (base ??= baseConDemo(`cartera_${nombre}_${process.pid}_${Date.now()}`, dataDir));
  return {
    dataDir,
    base: demo,
    async iniciar(extra = {}, codigo = 'fuentes') {
      const inst = await iniciarInstancia(entorno((await demo()).url, dataDir, extra), codigo);
      instancias.push(inst);
      return inst;
    },
  };
}

/** Signs in through the API, from the address `ip`, and answers the Authorization header. */
export async function iniciarSesion(url: string, correo: string, password: string, ip = '10.9.9.9'): Promise<Record<string, string>> {
  return (await sesionEnInstancia(url, correo, password, ip)).cuenta.auth;
}

/** True when nothing accepts connections on the port. */
export function puertoCerrado(puerto: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect(puerto, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(true));
  });
}

/** A port free right now, for a process that must be told its port (PostgreSQL, nginx). */
export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** The API's envelope, with the fields these tests read. */
export interface Sobre {
  ok: boolean;
  message: string;
  body: { url?: string; correo?: string; token?: string } | null;
}

/** A small but real PNG: the storage checks the first bytes against the extension. */
export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64 * 1024, 0x42)]);

/**
 * An upload of the company logo that sends the first half of its body now and the rest when told: a
 * request legitimately in flight for as long as the client takes (a slow connection).
 */
export function cargaLenta(url: string, auth: Record<string, string>, nombre: string): { terminar(): void; respuesta: Promise<{ status: number; body: Sobre }> } {
  const limite = '----cartera-carga-lenta';
  const inicio = Buffer.from(
    [
      `--${limite}`,
      'Content-Disposition: form-data; name="bucket"',
      '',
      'empresa',
      `--${limite}`,
      'Content-Disposition: form-data; name="path"',
      '',
      `empresa/${nombre}`,
      `--${limite}`,
    ]
      .concat([`Content-Disposition: form-data; name="file"; filename="${nombre}"`, 'Content-Type: image/png', '', ''])
      .join('\r\n'),
  );
  const fin = Buffer.from(`\r\n--${limite}--\r\n`);
  const mitad = PNG.length / 2;
  const req = http.request(`${url}/api/storage/upload`, {
    method: 'POST',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${limite}`, 'content-length': String(inicio.length + PNG.length + fin.length) },
  });
  const respuesta = new Promise<{ status: number; body: Sobre }>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (res) => {
      let texto = '';
      res.on('data', (d) => (texto += d));
      res.once('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(texto) as Sobre }));
    });
  });
  req.write(Buffer.concat([inicio, PNG.subarray(0, mitad)]));
  return {
    terminar: () => req.end(Buffer.concat([PNG.subarray(mitad), fin])),
    respuesta,
  };
}

/** An instance as the API helpers take it, and an account signed in on it over HTTP. */
export async function sesionEnInstancia(url: string, correo: string, password: string, ip?: string): Promise<{ server: TestServer; cuenta: Cuenta }> {
  const api = apiDe(url);
  const sesion = await api('POST', '/usuarios/login', { usuario: correo, password }, ip ? { 'x-forwarded-for': ip } : {});
  if (!sesion.body.ok) throw new Error(`inicio de sesión: ${sesion.status} ${sesion.body.message}`);
  return { server: { url, api } as TestServer, cuenta: { correo, password, login: sesion.body.body, auth: { authorization: `Bearer ${sesion.body.body.token}` } } };
}
