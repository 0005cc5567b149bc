import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../core/server/app.ts';
import { openDatabase } from '../../core/server/db/database.ts';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import { projectPlugins } from '../../core/server/runtime.ts';
import { hoyEnMexico } from '../../core/shared/fechas.ts';
import type { Cliente, ClienteDatos } from '../../plugins/clientes/shared/clientes.ts';
import { generarCartera } from '../../plugins/polizas/server/generador/generador.ts';
import { openMigratedDatabase } from '../helpers/db.ts';
import { codigoDeBench, comandoDe } from '../helpers/cli.ts';
import { testConfig, testLogger } from '../helpers/server.ts';
import { agenteDeBench } from './helpers/base-de-bench.ts';
import { percentil } from './helpers/carga.ts';

/**
 * `DATABASE_URL=… BENCH_SOAK_MIN=10 npm run bench -- soak` (issue 19): 50 simulated users of five
 * agencies against `cartera serve` running in its own process over a scratch PostgreSQL database.
 * Each signs in, then loops over what an agent's staff does all day — policy lists with filters,
 * a policy's detail, receivables, the client list, the summary, now and then a payment or a client
 * edit — pausing BENCH_SOAK_PAUSA_MS (default 100–500 ms) between requests. Every minute it prints
 * requests, errors by status, p95 and the server's RSS; at the end "0 errores" or the errors, and
 * whether the RSS stayed flat (last minute against the first). A benchmark: it prints, it does not fail.
 */

const MINUTOS = Number(process.env.BENCH_SOAK_MIN ?? 10);
const USUARIOS = 50;
const AGENTES = 5;
const POLIZAS = Number(process.env.BENCH_SOAK_POLIZAS ?? 2_000);
const [PAUSA_MIN, PAUSA_MAX] = (process.env.BENCH_SOAK_PAUSA_MS ?? '100-500').split('-').map(Number);
const PASSWORD = 'Bench-Soak-1';

const base = process.env.DATABASE_URL;
if (!base) {
  console.log('El benchmark de resistencia corre contra PostgreSQL: defina DATABASE_URL.');
  process.exit(0);
}

function puertoLibre(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A scratch database with five agents, each with a generated portfolio; closed before the server starts. */
async function prepararBase(url: string): Promise<void> {
  const db = await openMigratedDatabase(url);
  try {
    const config = testConfig({ LOG_LEVEL: 'warn' });
    const app = await createApp({ config, log: testLogger(config), db, plugins: projectPlugins() });
    for (let i = 1; i <= AGENTES; i++) {
      const agente = await agenteDeBench(db, app.services, `soak${i}@cartera.local`, PASSWORD);
      const r = await generarCartera(db, testLogger(config), agente, { polizas: POLIZAS, recibos: POLIZAS * 5, clientes: Math.ceil(POLIZAS / 10), semilla: i }, () => {});
      console.log(`  agente ${i}: ${r.polizas} pólizas, ${r.recibos} recibos, ${r.clientes} clientes en ${r.segundos.toFixed(1)} s`);
    }
  } finally {
    await db.close();
  }
}

interface Minuto {
  tiempos: number[];
  errores: Map<string, number>;
}
const nuevoMinuto = (): Minuto => ({ tiempos: [], errores: new Map() });
const contar = (m: Map<string, number>, clave: string) => m.set(clave, (m.get(clave) ?? 0) + 1);

async function main(): Promise<void> {
  const nombre = `cartera_soak_${process.pid}_${Date.now()}`;
  const admin = await openDatabase({ databaseUrl: base, poolMax: 1 });
  await admin.withOwner((k) => k.raw(`create database ${nombre}`));
  const scratch = new URL(base as string);
  scratch.pathname = `/${nombre}`;
  const puerto = await puertoLibre();
  let servidor: ReturnType<typeof spawn> | undefined;
  try {
    console.log(
      `Equipo: ${os.cpus().length} CPU, carga ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${USUARIOS} usuarios de ${AGENTES} agentes, ${MINUTOS} min, pausa ${PAUSA_MIN}–${PAUSA_MAX} ms`,
    );
    await prepararBase(scratch.toString());
    const [programa, entrada] = comandoDe(codigoDeBench());
    servidor = spawn(programa, [...entrada, 'serve', '--no-web'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, DATABASE_URL: scratch.toString(), PORT: String(puerto), HOST: '127.0.0.1', LOG_LEVEL: 'warn', APP_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // The server logs warnings and errors only: keep the first few errors to show them at the end.
    const erroresDelServidor: string[] = [];
    let lineasDeError = 0;
    const leer = (d: Buffer) => {
      for (const linea of d.toString().split('\n')) {
        if (!linea.includes('"level":"error"')) continue;
        lineasDeError++;
        if (erroresDelServidor.length < 5) erroresDelServidor.push(linea.slice(0, 300));
      }
    };
    servidor.stdout?.on('data', leer);
    servidor.stderr?.on('data', leer);
    const api = `http://127.0.0.1:${puerto}/api`;
    const listo = Date.now() + 120_000;
    while (
      !(await fetch(`${api}/api-info`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > listo) throw new Error('el servidor no respondió en 2 minutos');
      await new Promise((r) => setTimeout(r, 250));
    }
    const pid = servidor.pid as number;
    const rss = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
    await simular(api, rss, () => lineasDeError, erroresDelServidor);
  } finally {
    if (servidor && servidor.exitCode === null) {
      const fin = new Promise((r) => servidor?.once('exit', r));
      servidor.kill('SIGTERM');
      await fin;
    }
    await admin.withOwner((k) => k.raw(`drop database if exists ${nombre} with (force)`));
    await admin.close();
  }
}

const azar = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)];

async function simular(api: string, rss: () => number, lineasDeError: () => number, erroresDelServidor: string[]): Promise<void> {
  let minuto = nuevoMinuto();
  const total = { peticiones: 0, errores: new Map<string, number>() };
  const rssPorMinuto: number[] = [];

  /** One request: its time and, unless it answered 2xx, its status (or 'red' when it never answered). */
  async function pedir(token: string, metodo: string, ruta: string, cuerpo?: unknown): Promise<{ body?: unknown } | undefined> {
    const t0 = performance.now();
    try {
      const res = await fetch(`${api}${ruta}`, {
        method: metodo,
        headers: { authorization: `Bearer ${token}`, ...(cuerpo ? { 'content-type': 'application/json' } : {}) },
        body: cuerpo ? JSON.stringify(cuerpo) : undefined,
      });
      const json = (await res.json().catch(() => undefined)) as { body?: unknown } | undefined;
      minuto.tiempos.push(performance.now() - t0);
      if (!res.ok) {
        const clave = `${res.status} ${metodo} ${ruta.replace(/\d+/g, ':n').split('?')[0]}`;
        contar(minuto.errores, clave);
        contar(total.errores, clave);
      }
      return res.ok ? json : undefined;
    } catch (err) {
      minuto.tiempos.push(performance.now() - t0);
      const clave = `sin respuesta (${(err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message}) ${metodo} ${ruta.replace(/\d+/g, ':n').split('?')[0]}`;
      contar(minuto.errores, clave);
      contar(total.errores, clave);
      return undefined;
    }
  }

  // Each agency's ids, read once by its first user: the pending receipts are handed out one by one
  // so two users never pay the same receipt.
  const anio = hoyEnMexico().slice(0, 4);
  const ids = new Map<number, Promise<{ polizas: number[]; clientes: number[]; pendientes: number[] }>>();
  const idsDe = (agente: number, token: string) => {
    if (!ids.has(agente)) {
      ids.set(
        agente,
        (async () => {
          const lista = async (ruta: string) => ((await pedir(token, 'GET', ruta))?.body as { data?: { id: number }[] } | undefined)?.data?.map((f) => f.id) ?? [];
          return {
            polizas: await lista('/polizas?size=100'),
            clientes: await lista('/clientes?size=100'),
            pendientes: await lista(`/recibos?status=PENDIENTE&polizaStatus=vigente&size=500`),
          };
        })(),
      );
    }
    return ids.get(agente) as Promise<{ polizas: number[]; clientes: number[]; pendientes: number[] }>;
  };

  const FILTROS = ['', `fechaVigenciaDe[bw]=${anio}-01-01,${anio}-12-31`, 'ramo=1', 'noPoliza[cn]=45', 'nombre[cn]=hernandez', 'status=vigente'];
  async function usuario(n: number, fin: number): Promise<void> {
    const agente = (n % AGENTES) + 1;
    await new Promise((r) => setTimeout(r, n * 100));
    const login = (await pedir('', 'POST', '/usuarios/login', { usuario: `soak${agente}@cartera.local`, password: PASSWORD })) as { body?: { token: string } } | undefined;
    const token = login?.body?.token;
    if (!token) return;
    const datos = await idsDe(agente, token);
    while (Date.now() < fin) {
      const r = Math.random();
      if (r < 0.3) await pedir(token, 'GET', `/polizas?${azar(FILTROS)}&page=${1 + Math.floor(Math.random() * 3)}`);
      else if (r < 0.5 && datos.polizas.length) await pedir(token, 'GET', `/polizas/${azar(datos.polizas)}`);
      else if (r < 0.65) await pedir(token, 'GET', `/recibos?status=PENDIENTE&polizaStatus=vigente&order=fecVence%20asc&page=1&size=10`);
      else if (r < 0.8) await pedir(token, 'GET', `/clientes?page=${1 + Math.floor(Math.random() * 5)}`);
      else if (r < 0.95) await pedir(token, 'GET', '/reportes/resumen-cartera');
      else if (r < 0.98 && datos.pendientes.length) {
        const recibo = datos.pendientes.pop();
        await pedir(token, 'PUT', `/recibos/${recibo}/pagar`, { fechaPago: hoyEnMexico(), folioPago: `S-${recibo}`, tipoCambio: 1 });
      } else if (datos.clientes.length) await editarCliente(token, azar(datos.clientes));
      await new Promise((res) => setTimeout(res, PAUSA_MIN + Math.random() * (PAUSA_MAX - PAUSA_MIN)));
    }
  }

  /** The client form's save (spec 02 §7): the record read back as its PUT payload, with a new alias. */
  async function editarCliente(token: string, id: number): Promise<void> {
    const c = (await pedir(token, 'GET', `/clientes/${id}`))?.body as Cliente | undefined;
    if (!c) return;
    const [direccion, celular, correo] = [c.direcciones[0], c.celulares[0], c.correos[0]];
    const datos: ClienteDatos = {
      ...c,
      alias: `Alias ${Math.floor(Math.random() * 1000)}`,
      direccion: { ...direccion, sepomexId: direccion?.sepomex?.id ?? null },
      celular,
      correo: correo ?? null,
    };
    await pedir(token, 'PUT', `/clientes/${id}`, datos);
  }

  const inicio = Date.now();
  const fin = inicio + MINUTOS * 60_000;
  const reloj = setInterval(() => {
    const m = minuto;
    minuto = nuevoMinuto();
    total.peticiones += m.tiempos.length;
    const memoria = rss();
    rssPorMinuto.push(memoria);
    const errores = [...m.errores].map(([k, v]) => `${k}: ${v}`).join('; ') || '0';
    const p95 = m.tiempos.length
      ? percentil(
          m.tiempos.sort((a, b) => a - b),
          0.95,
        )
      : 0;
    console.log(
      `min ${String(rssPorMinuto.length).padStart(2)}  peticiones ${String(m.tiempos.length).padStart(6)}  p95 ${p95.toFixed(0).padStart(5)} ms  RSS ${memoria.toFixed(0).padStart(4)} MB  carga ${os.loadavg()[0].toFixed(2)}  errores ${errores}`,
    );
  }, 60_000);
  await Promise.all(Array.from({ length: USUARIOS }, (_, n) => usuario(n, fin)));
  clearInterval(reloj);
  total.peticiones += minuto.tiempos.length;

  console.log(`\n${total.peticiones.toLocaleString('es-MX')} peticiones en ${((Date.now() - inicio) / 60_000).toFixed(1)} min`);
  const errores = [...total.errores];
  console.log(errores.length ? `Errores: ${errores.map(([k, v]) => `${k}: ${v}`).join('; ')}` : '0 errores');
  if (lineasDeError()) console.log(`El servidor registró ${lineasDeError()} errores, p. ej.:\n${erroresDelServidor.join('\n')}`);
  if (rssPorMinuto.length >= 2) {
    // A leak shows as growth; the first minute's start-up garbage may be collected later, so falling is flat too.
    const [primero, ultimo] = [rssPorMinuto[0], rssPorMinuto[rssPorMinuto.length - 1]];
    const cambio = ((ultimo - primero) / primero) * 100;
    console.log(
      `RSS del servidor: ${primero.toFixed(0)} MB el primer minuto, ${ultimo.toFixed(0)} MB el último (${cambio >= 0 ? '+' : ''}${cambio.toFixed(1)} %; entre ${Math.min(...rssPorMinuto).toFixed(0)} y ${Math.max(...rssPorMinuto).toFixed(0)} MB): ${cambio <= 10 ? 'estable, no crece' : 'CRECE'}`,
    );
  }
}

await main();
