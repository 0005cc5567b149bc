import { createApp } from '../../core/server/app.ts';
import { projectPlugins } from '../../core/server/runtime.ts';
import { testConfig, testLogger } from '../helpers/server.ts';
import { codeFrom, startSmtpServer } from '../helpers/smtp.ts';
import { baseDeBench } from './helpers/base-de-bench.ts';
import { medir, obtener, type Medida } from './helpers/carga.ts';

/**
 * Issue 12 item 2: sign-ins with unknown e-mails (each one a full scrypt at the production cost,
 * PASSWORD_HASH_COST=17) must not stall signed-in users. Prints GET /api/tareas p50 at 4 clients
 * idle and under 16 loops of bad sign-ins, and the ratio (goal ≤ 3×), plus how the sign-ins were
 * answered (400 wrong credentials, 503 hashing queue full, 429 attempt limit).
 */
const base = await baseDeBench();
const smtp = await startSmtpServer();
// Each bad sign-in claims an address of its own (one proxy hop), as a distributed attack would: from
// one address the attempt limit would answer 429 before any hashing and there would be nothing to measure.
const config = testConfig({ LOG_LEVEL: 'warn', PASSWORD_HASH_COST: '17', SMTP_URL: smtp.url, TRUST_PROXY: '1' });
const app = await createApp({ config, log: testLogger(config), db: base.db, plugins: projectPlugins() });
const server = await app.listen(0, '127.0.0.1');
const address = server.address();
const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

const json = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
try {
  const correo = `bench.sesion.${process.pid}@cartera.local`;
  await fetch(`${url}/agentes`, json({ correo, nombre: 'Bench', apPaterno: 'Sesión' }));
  const codigo = codeFrom((await smtp.waitForMail(correo)).text);
  const activada = await (await fetch(`${url}/usuarios/activate`, json({ correo, codigo, password: 'Bench-Sesion-1' }))).json();
  const headers = { authorization: `Bearer ${(activada as { body: { token: string } }).body.token}` };

  const lecturas = () => medir(4, 200, 20, () => obtener(`${url}/tareas`, headers));
  const inactivo = await lecturas();
  let activo = true;
  const respuestas = new Map<number, number>();
  const bucle = async (n: number) => {
    for (let i = 0; activo; i++) {
      const peticion = json({ usuario: `nadie.${n}.${i}@cartera.local`, password: 'incorrecto' });
      const r = await fetch(`${url}/usuarios/login`, { ...peticion, headers: { ...peticion.headers, 'x-forwarded-for': `10.${n}.${(i >> 8) & 255}.${i & 255}` } });
      await r.arrayBuffer();
      respuestas.set(r.status, (respuestas.get(r.status) ?? 0) + 1);
    }
  };
  const bucles = Array.from({ length: 16 }, (_, n) => bucle(n));
  const bajoCarga = await lecturas();
  activo = false;
  await Promise.all(bucles);

  const fila = (caso: string, m: Medida) => `${caso.padEnd(44)} ${m.p50.toFixed(1).padStart(8)} ${m.p95.toFixed(1).padStart(8)} ${m.porSegundo.toFixed(0).padStart(7)}`;
  console.log(`Base de datos: ${base.db.label}; scrypt 2^17; GET /api/tareas con 4 clientes, 200 peticiones`);
  console.log(`${'caso'.padEnd(44)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'req/s'.padStart(7)}`);
  console.log(fila('sin inicios de sesión', inactivo));
  console.log(fila('con 16 bucles de inicios fallidos', bajoCarga));
  console.log(`razón p50: ${(bajoCarga.p50 / inactivo.p50).toFixed(2)}x (objetivo ≤ 3x); inicios respondidos: ${[...respuestas].map(([s, n]) => `${n} × ${s}`).join(', ')}`);
} finally {
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  await base.cerrar();
  await smtp.close();
}
