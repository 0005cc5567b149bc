import { expect } from 'chai';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { baseNoDisponible } from '../../core/server/db/errores.ts';
import { errorHandler } from '../../core/server/http/error-handler.ts';
import { ESPERA_BASE_NO_DISPONIBLE_S, MENSAJE_BASE_NO_DISPONIBLE } from '../../core/server/http/errors.ts';
import { createLogger } from '../../core/server/log.ts';
import { trabajoEjecucionT } from '../../core/server/models/trabajo-ejecucion.model.ts';
import { programarCiclo } from '../../core/server/trabajos/ciclo.ts';
import { programarTrabajo, reclamarOcurrencia, ultimaOcurrencia } from '../../core/server/trabajos/trabajos.service.ts';
import { getTestDatabase, testDatabaseKind } from '../helpers/db.ts';

/** Issue 19, several instances: the pieces the process-level tests (instancias, reinicio-bd) rely on. */
describe(`scheduled jobs once per occurrence, and the database's outage as a 503 (${testDatabaseKind()})`, () => {
  it('keys a daily job by its latest occurrence in Mexico City time', () => {
    // 03:29 and 03:30 in Mexico City (UTC-6, no daylight saving time since 2022).
    expect(ultimaOcurrencia(3, 30, new Date('2026-11-25T09:29:59Z'))).to.equal('2026-11-24 03:30');
    expect(ultimaOcurrencia(3, 30, new Date('2026-11-25T09:30:00Z'))).to.equal('2026-11-25 03:30');
    expect(ultimaOcurrencia(2, 30, new Date('2026-12-01T05:59:00Z'))).to.equal('2026-11-30 02:30');
    expect(ultimaOcurrencia(2, 30, new Date('2026-12-01T08:30:00Z'))).to.equal('2026-12-01 02:30');
  });

  it('lets one claim of an occurrence win, however many arrive at once', async () => {
    const db = await getTestDatabase();
    const ocurrencia = `2099-01-${String(process.pid % 28).padStart(2, '0')} 03:30`;
    const trabajo = `prueba-${Date.now()}`;
    const ganadas = await Promise.all([1, 2, 3].map((i) => reclamarOcurrencia(db.knex, trabajo, ocurrencia, `instancia-${i}`)));
    expect(ganadas.filter(Boolean)).to.have.length(1);
    expect(await reclamarOcurrencia(db.knex, trabajo, ocurrencia)).to.equal(false);
    expect(await reclamarOcurrencia(db.knex, trabajo, '2099-02-01 03:30')).to.equal(true);
  });

  it('runs a missed occurrence at start once, records its end, and waits for it when stopped', async () => {
    const db = await getTestDatabase();
    const nombre = `prueba-${process.pid}-${Date.now()}`;
    let corridas = 0;
    const trabajo = { nombre, hora: 4, minuto: 15, correr: async () => void corridas++ };
    const log = createLogger('silent');
    // Two "instances" starting together: the first claim runs it, the second finds it taken.
    const a = programarTrabajo(db, log, trabajo);
    const b = programarTrabajo(db, log, trabajo);
    await Promise.all([a.detener(), b.detener()]);
    expect(corridas).to.equal(1);
    const filas = await db.knex(trabajoEjecucionT.nombre).where(trabajoEjecucionT.col.trabajo, nombre);
    expect(filas).to.have.length(1);
    expect(filas[0].ocurrencia).to.equal(ultimaOcurrencia(4, 15));
    expect(filas[0].terminado_at).to.be.instanceOf(Date);
  });

  it("skips a plugin job's ticks while a run is going, logs its failure by name, and waits for the run when stopped", async () => {
    const lineas: string[] = [];
    const log = createLogger('debug', {}, (l) => lineas.push(l));
    let corridas = 0;
    let soltar: () => void = () => {};
    const ciclo = programarCiclo(log, 'prueba.ciclo', '* * * * * *', async () => {
      corridas++;
      await new Promise<void>((resolve) => (soltar = resolve));
      throw new Error('falla de prueba');
    });
    await new Promise((r) => setTimeout(r, 2600));
    expect(corridas, 'the ticks while it ran were skipped').to.equal(1);
    let detenido = false;
    const detener = ciclo.detener().then(() => (detenido = true));
    await new Promise((r) => setTimeout(r, 200));
    expect(detenido, 'detener waits for the run').to.equal(false);
    soltar();
    await detener;
    expect(lineas.some((l) => l.includes('un trabajo programado falló') && l.includes('prueba.ciclo') && l.includes('falla de prueba'))).to.equal(true);
    await new Promise((r) => setTimeout(r, 1200));
    expect(corridas, 'no tick after detener').to.equal(1);
  });

  it('recognises PostgreSQL restarting or out of reach, and nothing else', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '08003', 'ECONNREFUSED', 'ECONNRESET']) expect(baseNoDisponible({ code }), code).to.equal(true);
    expect(baseNoDisponible({ nativeError: { code: '57P01' } }), 'envuelto por Objection').to.equal(true);
    expect(baseNoDisponible(new Error('Connection terminated unexpectedly'))).to.equal(true);
    expect(baseNoDisponible(new Error('ROLLBACK - Client has encountered a connection error and is not queryable'))).to.equal(true);
    expect(baseNoDisponible(Object.assign(new Error('Knex: Timeout acquiring a connection'), { name: 'KnexTimeoutError' }))).to.equal(true);
    for (const code of ['23505', '22P02', '42P01', '40001', undefined]) expect(baseNoDisponible({ code }), String(code)).to.equal(false);
    expect(baseNoDisponible(new Error('otra cosa'))).to.equal(false);
  });

  it('answers such an error through the error funnel as 503 with the Spanish message and Retry-After', async () => {
    const koa = new Koa();
    koa.silent = true;
    koa.use((ctx, next) => {
      ctx.state.log = createLogger('silent');
      return next();
    });
    koa.use(errorHandler());
    koa.use(() => {
      throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
    });
    const server = koa.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/api/clientes`);
      expect(res.status).to.equal(503);
      expect(res.headers.get('retry-after')).to.equal(String(ESPERA_BASE_NO_DISPONIBLE_S));
      expect(await res.json()).to.deep.equal({ ok: false, message: MENSAJE_BASE_NO_DISPONIBLE, body: null });
    } finally {
      server.close();
    }
  });
});
