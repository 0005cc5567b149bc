import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESPERA_BASE_NO_DISPONIBLE_S, MENSAJE_BASE_NO_DISPONIBLE } from '../../core/server/http/errors.ts';
import { binariosPostgres, postgresPropio, type PostgresPropio } from './postgres-propio.ts';
import { baseConDemo, entorno, iniciarInstancia, iniciarSesion, type Instancia } from './procesos.ts';

interface Respuesta {
  t: number;
  status: number;
  message?: string;
  retryAfter?: string | null;
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Issue 19, PostgreSQL restarted under load (docs/adr/041-varias-instancias.md): clients keep calling
 * the real server while its database stops for two seconds and starts again. Every answer is a 200
 * or a 503 with the Spanish message and Retry-After, none hangs, and the app serves again without a
 * restart.
 */
describe('PostgreSQL restarted under load: 503 during the outage, then 200 again', function () {
  this.timeout(300_000);
  const bin = binariosPostgres();
  let pg: PostgresPropio | undefined;
  let inst: Instancia | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartera-reinicio-'));
  before(function () {
    if (!process.env.DATABASE_URL) this.skip(); // PostgreSQL only: PGlite lives in the app's own process
    if (!bin) this.skip(); // no PostgreSQL server binaries (initdb, pg_ctl) on this machine
  });
  after(async () => {
    await inst?.senal('SIGTERM');
    await pg?.borrar();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers only 200 and 503 while the database restarts, and recovers by itself', async () => {
    pg = await postgresPropio(bin ?? '');
    const base = await baseConDemo('cartera_reinicio', dataDir, pg.url);
    inst = await iniciarInstancia(entorno(base.url, dataDir));
    const auth = await iniciarSesion(inst.url, base.correo, base.password);
    const inicio = Date.now();
    const respuestas: Respuesta[] = [];
    const fallas: string[] = [];
    let seguir = true;
    // Four clients in a loop on an API call that reads the database (the user, the session).
    const cliente = async () => {
      while (seguir) {
        const t = Date.now() - inicio;
        try {
          const res = await fetch(`${inst?.url}/api/usuarios/me`, { headers: auth, signal: AbortSignal.timeout(10_000) });
          const body = await res.json();
          respuestas.push({ t, status: res.status, message: body.message, retryAfter: res.headers.get('retry-after') });
        } catch (err) {
          fallas.push(`${t} ms: ${(err as Error).message} ${String((err as Error).cause ?? '')}`);
        }
        await espera(20);
      }
    };
    const clientes = Promise.all([cliente(), cliente(), cliente(), cliente()]);
    await espera(1_500);
    const detenidoEn = Date.now() - inicio;
    await pg.detener('fast');
    const caidaEn = Date.now() - inicio;
    await espera(2_000);
    await pg.iniciar();
    const iniciadoEn = Date.now() - inicio;
    await espera(3_000);
    seguir = false;
    await clientes;

    expect(fallas, `${fallas.slice(0, 5).join('\n')}\n${inst.run.output().slice(-3000)}`).to.deep.equal([]);
    const otros = respuestas.filter((r) => r.status !== 200 && r.status !== 503);
    const inesperados = (inst.run.output().match(/.*"unexpected error".*/g) ?? []).slice(0, 3);
    expect(otros, `${JSON.stringify(otros.slice(0, 5))}\n${inesperados.join('\n')}`).to.deep.equal([]);
    const no503 = respuestas.filter((r) => r.status === 503);
    expect(no503.length, 'ninguna respuesta 503 durante la caída').to.be.greaterThan(0);
    for (const r of no503)
      expect({ message: r.message, retryAfter: r.retryAfter }).to.deep.equal({ message: MENSAJE_BASE_NO_DISPONIBLE, retryAfter: String(ESPERA_BASE_NO_DISPONIBLE_S) });
    const primera503 = Math.min(...no503.map((r) => r.t));
    const ultima503 = Math.max(...no503.map((r) => r.t));
    const despues = respuestas.filter((r) => r.t > ultima503);
    expect(despues.length, 'no volvió a responder 200').to.be.greaterThan(0);
    expect(despues.every((r) => r.status === 200)).to.equal(true);
    // The last second of traffic is all 200s: recovered without restarting the app.
    expect(respuestas.filter((r) => r.t > iniciadoEn + 2_000).every((r) => r.status === 200)).to.equal(true);
    const ok = respuestas.filter((r) => r.status === 200).length;
    console.log(
      `      ${respuestas.length} respuestas: ${ok} × 200, ${no503.length} × 503; pg_ctl stop de ${detenidoEn} a ${caidaEn} ms, pg_ctl start listo a los ${iniciadoEn} ms; ` +
        `503 de ${primera503} a ${ultima503} ms; primer 200 tras la caída a los ${Math.min(...despues.map((r) => r.t))} ms`,
    );
  });
});
