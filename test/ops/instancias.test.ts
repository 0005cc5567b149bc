import { expect } from 'chai';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database } from '../../core/server/db/database.ts';
import { trabajoEjecucionT } from '../../core/server/models/trabajo-ejecucion.model.ts';
import { reclamarOcurrencia } from '../../core/server/trabajos/trabajos.service.ts';
import { iniciarNginx, NGINX, type Nginx } from './nginx.ts';
import { baseConDemo, entorno, iniciarInstancia, iniciarSesion, PNG, type Instancia, type Sobre } from './procesos.ts';

type Base = Awaited<ReturnType<typeof baseConDemo>>;

async function llamar(url: string, metodo: string, ruta: string, headers: Record<string, string> = {}, body?: unknown): Promise<{ status: number; body: Sobre }> {
  const res = await fetch(`${url}/api${ruta}`, {
    method: metodo,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, body: await res.json() };
}

/**
 * Issue 19, several instances (docs/adr/041-varias-instancias.md): three real `cartera serve`
 * processes on one PostgreSQL database and one shared DATA_DIR, behind Debian's nginx with the
 * reference configuration of deploy/nginx. Sessions, files, attempt counters and the nightly jobs are
 * shared; SIGTERM on one instance costs nginx's clients nothing.
 */
describe('three instances behind nginx on one PostgreSQL', function () {
  this.timeout(600_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartera-instancias-'));
  let base: Base | undefined;
  let instancias: Instancia[] = [];
  let nginx: Nginx | undefined;
  let db: Database | undefined;
  before(async function () {
    if (!process.env.DATABASE_URL) this.skip(); // PGlite is one process's database: several instances need PostgreSQL
    if (!existsSync(NGINX)) this.skip(); // nginx not installed (.ci/run installs Debian's package)
    base = await baseConDemo(`cartera_instancias_${process.pid}_${Date.now()}`, dataDir);
    // All three at once, on a database that is already migrated, as systemd starts them.
    const env = entorno(base.url, dataDir, { TRUST_PROXY: '1' });
    instancias = await Promise.all([iniciarInstancia(env), iniciarInstancia(env), iniciarInstancia(env)]);
    nginx = await iniciarNginx(instancias.map((i) => i.puerto));
    db = await openDatabase({ databaseUrl: base.url, poolMax: 3 });
  });
  after(async () => {
    await nginx?.detener();
    await Promise.all(instancias.map((i) => i.senal('SIGTERM')));
    await db?.close();
    await base?.borrar();
    for (const carpeta of [dataDir, nginx?.carpeta]) if (carpeta) rmSync(carpeta, { recursive: true, force: true });
  });
  const todas = () => [...instancias.map((i) => i.url), nginx?.url ?? ''];

  it('a session made on one instance works on the others and through nginx; signing out ends it everywhere', async () => {
    const { correo, password } = base as Base;
    const auth = await iniciarSesion(instancias[0].url, correo, password);
    for (const url of [...todas(), nginx?.url ?? '', nginx?.url ?? '']) {
      const me = await llamar(url, 'GET', '/usuarios/me', auth);
      expect(me.status, `${url}: ${me.body.message}`).to.equal(200);
      expect(me.body.body?.correo).to.equal(correo);
    }
    expect((await llamar(instancias[2].url, 'POST', '/usuarios/logout', auth)).status).to.equal(200);
    for (const url of todas()) expect((await llamar(url, 'GET', '/usuarios/me', auth)).status, url).to.equal(401);
  });

  it('a file uploaded through one instance downloads through every other and through nginx', async () => {
    const { correo, password } = base as Base;
    const auth = await iniciarSesion(nginx?.url ?? '', correo, password);
    const form = new FormData();
    form.set('bucket', 'empresa');
    form.set('path', 'empresa/logo-compartido.png');
    form.set('file', new Blob([new Uint8Array(PNG)]), 'logo-compartido.png');
    const carga = await fetch(`${instancias[1].url}/api/storage/upload`, { method: 'POST', headers: auth, body: form });
    const { body, message } = (await carga.json()) as Sobre;
    expect(carga.status, message).to.equal(200);
    for (const url of todas()) {
      const res = await fetch(`${url}${body?.url}`, { headers: auth });
      expect(res.status, url).to.equal(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG), url).to.equal(true);
    }
  });

  it('counts failed sign-ins across instances: the 11th from one address is refused on any of them', async () => {
    const { correo } = base as Base;
    const desde = { 'x-forwarded-for': '10.77.0.1' };
    for (let i = 0; i < 10; i++) {
      const res = await llamar(instancias[i % 3].url, 'POST', '/usuarios/login', desde, { usuario: correo, password: 'NoEsLaContraseña1' });
      expect(res.status, `intento ${i + 1}: ${res.body.message}`).to.equal(400);
    }
    for (const inst of instancias) {
      const res = await llamar(inst.url, 'POST', '/usuarios/login', desde, { usuario: correo, password: 'NoEsLaContraseña1' });
      expect(res.status, inst.url).to.equal(429);
      expect(res.body.message).to.match(/^Demasiados intentos; espera \d+ minutos? e inténtalo de nuevo$/);
    }
  });

  it('runs each nightly job once for the three instances, and one claim wins each occurrence', async () => {
    const filas = await (db as Database).knex(trabajoEjecucionT.nombre).select(trabajoEjecucionT.col.trabajo, trabajoEjecucionT.col.ocurrencia);
    expect(filas.map((f) => f.trabajo).sort()).to.deep.equal(['bajas', 'mantenimiento']);
    const corrieron = instancias.filter((i) => i.run.output().includes('"msg":"mantenimiento"'));
    expect(corrieron.length).to.equal(1);
    // A cron occurrence, claimed by three connections at once (as three instances' cron fire).
    const conexiones = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: base?.url, poolMax: 1 })));
    try {
      const ganadas = await Promise.all(conexiones.map((c, i) => reclamarOcurrencia(c.knex, 'mantenimiento', '2099-01-01 03:30', `prueba-${i}`)));
      expect(ganadas.filter(Boolean).length).to.equal(1);
    } finally {
      await Promise.all(conexiones.map((c) => c.close()));
    }
  });

  it('keeps answering through nginx, without a failed request, while one instance stops on SIGTERM', async () => {
    const { correo, password } = base as Base;
    const auth = await iniciarSesion(nginx?.url ?? '', correo, password);
    const url = nginx?.url ?? '';
    const estados = new Map<string, number>();
    const fallas: string[] = [];
    let seguir = true;
    // GETs and POSTs (a token refresh writes nothing but is not idempotent for nginx).
    const cliente = async (metodo: 'GET' | 'POST') => {
      while (seguir) {
        try {
          const res = metodo === 'GET' ? await llamar(url, 'GET', '/usuarios/me', auth) : await llamar(url, 'POST', '/usuarios/login', auth);
          estados.set(`${metodo} ${res.status}`, (estados.get(`${metodo} ${res.status}`) ?? 0) + 1);
          if (res.status !== 200) fallas.push(`${metodo} ${res.status} ${res.body.message}`);
        } catch (err) {
          fallas.push(`${metodo}: ${(err as Error).message}`);
        }
      }
    };
    const atendidas = () => instancias[2].run.output().split('"msg":"request"').length - 1;
    const antes = atendidas();
    const clientes = Promise.all([cliente('GET'), cliente('GET'), cliente('GET'), cliente('POST')]);
    await new Promise((r) => setTimeout(r, 1_000));
    // nginx was sending this instance its share when it got the signal.
    const suyas = atendidas() - antes;
    expect(suyas).to.be.greaterThan(0);
    const inicio = Date.now();
    const codigo = await instancias[2].senal('SIGTERM');
    const detenidaEn = Date.now() - inicio;
    await new Promise((r) => setTimeout(r, 2_000));
    seguir = false;
    await clientes;
    expect(codigo).to.equal(0);
    expect(fallas, fallas.slice(0, 5).join('\n')).to.deep.equal([]);
    const total = [...estados.values()].reduce((a, b) => a + b, 0);
    console.log(
      `      ${total} solicitudes por nginx (${[...estados].map(([k, v]) => `${k}: ${v}`).join(', ')}); la instancia detenida había atendido ${suyas} en el segundo previo y terminó en ${detenidaEn} ms con código 0`,
    );
  });
});
