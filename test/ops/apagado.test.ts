import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../core/server/config.ts';
import { testDatabaseKind } from '../helpers/db.ts';
import { cargaLenta, iniciarSesion, instalacionDePrueba, PNG, puertoCerrado, type BaseConDemo } from './procesos.ts';

async function hasta(condicion: () => Promise<boolean>, ms: number): Promise<boolean> {
  const limite = Date.now() + ms;
  while (Date.now() < limite) {
    if (await condicion()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

const detenido = (salida: string) => JSON.parse(salida.split('\n').find((l) => l.includes('"server stopped"')) ?? '{}') as { drainMs?: number; cutRequests?: number };

/**
 * Issue 19, SIGTERM drains (docs/adr/041-varias-instancias.md): the real `cartera serve` process, a
 * slow upload in flight, SIGTERM. The port closes at once, the upload still completes, the process
 * exits 0; a request that outlives SHUTDOWN_TIMEOUT_S is cut and the process still ends.
 */
describe(`SIGTERM drains the requests in flight (${testDatabaseKind()})`, function () {
  this.timeout(240_000);
  const instalacion = instalacionDePrueba('apagado');
  const { dataDir } = instalacion;
  let base: BaseConDemo;
  before(async () => {
    base = await instalacion.base();
  });

  it('reads SHUTDOWN_TIMEOUT_S in seconds, 25 by default, and refuses anything but 1 to 600', () => {
    const config = (valor?: string) => loadConfig({ JWT_SECRET: 'x', DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_S: valor });
    expect(config().shutdownTimeoutMs).to.equal(25_000);
    expect(config('3').shutdownTimeoutMs).to.equal(3_000);
    for (const malo of ['0', '601', '2.5', 'pronto']) expect(() => config(malo), malo).to.throw(`SHUTDOWN_TIMEOUT_S=${malo} debe ser un entero de segundos entre 1 y 600`);
  });

  it('refuses new connections, finishes the upload in flight with 200 and exits 0', async () => {
    const inst = await instalacion.iniciar();
    const auth = await iniciarSesion(inst.url, base.correo, base.password);
    const carga = cargaLenta(inst.url, auth, 'logo-apagado.png');
    await new Promise((r) => setTimeout(r, 300));
    const inicio = Date.now();
    const salida = inst.senal('SIGTERM');
    expect(await hasta(() => puertoCerrado(inst.puerto), 5_000), 'el puerto sigue aceptando conexiones').to.equal(true);
    const cerradoEn = Date.now() - inicio;
    await new Promise((r) => setTimeout(r, 500));
    carga.terminar();
    const enviadaEn = Date.now() - inicio;
    const res = await carga.respuesta;
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.ok).to.equal(true);
    expect(await salida, inst.run.output()).to.equal(0);
    const total = Date.now() - inicio;
    const guardado = path.join(dataDir, 'storage', String(res.body.body?.url).replace(/^\/api\/storage\//, ''));
    expect(existsSync(guardado) ? readFileSync(guardado).equals(PNG) : null, guardado).to.equal(true);
    const { drainMs, cutRequests } = detenido(inst.run.output());
    expect(cutRequests).to.equal(0);
    console.log(
      `      (${testDatabaseKind()}) puerto cerrado en ${cerradoEn} ms; drenado en ${drainMs} ms (el cliente terminó de enviar la carga a los ${enviadaEn} ms); salida en ${total} ms`,
    );
  });

  it('cuts a request that outlives SHUTDOWN_TIMEOUT_S and still exits 0', async () => {
    const inst = await instalacion.iniciar({ SHUTDOWN_TIMEOUT_S: '1' });
    const auth = await iniciarSesion(inst.url, base.correo, base.password);
    const carga = cargaLenta(inst.url, auth, 'logo-colgado.png');
    carga.respuesta.catch(() => undefined); // the connection is cut: that is the point
    await new Promise((r) => setTimeout(r, 300));
    const inicio = Date.now();
    expect(await inst.senal('SIGTERM'), inst.run.output()).to.equal(0);
    const ms = Date.now() - inicio;
    expect(detenido(inst.run.output()).cutRequests).to.equal(1);
    expect(ms).to.be.within(1_000, 10_000);
  });
});
