import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cartera, waitFor } from '../../helpers/cli.ts';

// Other plugins' demo data (policies…) may follow in the same line.
const DEMO_AGREGADA = /Datos de demostración agregados: 40 clientes, 15 tareas, \d+ registros de bitácora[,.]/;

describe('cartera CLI', function () {
  this.timeout(180_000);
  // Always the embedded database: these tests are about the command line on a fresh installation.
  const env = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cartera-cli-')), PORT: '0', LOG_LEVEL: 'info', APP_ENV: 'qa', DATABASE_URL: '', PASSWORD_HASH_COST: '12' };

  it('serves the API on a new installation, naming its URL and database, prints the demo account and stops cleanly on SIGTERM', async () => {
    const started = Date.now();
    const server = cartera(['serve', '--no-web'], env);
    try {
      const [, url, database] = await waitFor(server, /Cartera lista en (http:\/\/\S+) \(base de datos: ([^)]+)\)/, 100_000);
      console.log(`      (arranque hasta lista: ${Date.now() - started} ms, ${database})`);
      expect(database).to.equal(`PGlite en ${path.join(env.DATA_DIR, 'pglite')}`);
      const info = await (await fetch(`${url}/api/api-info`)).json();
      expect(info).to.deep.include({ ok: true, body: { env: 'qa', version: info.body.version } });
      const [, correo, password] = server.output().match(/correo:\s+(\S+)\n\s+contraseña: (\S+)/) ?? [];
      expect(correo).to.equal('demo@cartera.mx');
      expect(server.output()).to.match(DEMO_AGREGADA);
      const login = await fetch(`${url}/api/usuarios/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ usuario: correo, password }),
      });
      expect(login.status).to.equal(200);

      const second = cartera(['migrate'], env);
      expect(await second.exited).to.equal(1);
      expect(second.output()).to.contain(`La base de datos embebida en ${env.DATA_DIR} está en uso por otro proceso (pid ${server.child.pid})`);
      expect(second.output()).not.to.match(/\n\s+at /);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).to.equal(0);
  });

  it('applies migrations from the command line once the server is gone', async () => {
    const run = cartera(['migrate'], env);
    expect(await run.exited, run.output()).to.equal(0);
    expect(run.output()).to.contain('La base de datos ya está al día.');
  });

  it('creates an active agent, and refuses a taken e-mail with a clear message', async () => {
    const args = ['agente:crear', '--correo', 'olga@agencia.mx', '--nombre', 'Olga', '--ap-paterno', 'Soto', '--password', 'Secreto123'];
    const first = cartera(args, env);
    expect(await first.exited, first.output()).to.equal(0);
    expect(first.output()).to.match(/Agente \d+ creado; ya puede iniciar sesión con olga@agencia.mx/);
    const again = cartera(args, env);
    expect(await again.exited).to.equal(1);
    expect(again.output()).to.contain('Error: El correo ya está registrado');
    const weak = cartera(['agente:crear', '--correo', 'x@agencia.mx', '--nombre', 'X', '--ap-paterno', 'Y', '--password', 'corta'], env);
    expect(await weak.exited).to.equal(1);
    expect(weak.output()).to.contain('La nueva contraseña debe tener entre 8 y 50 caracteres');
  });

  it('gives the demo account a new password with seed:demo, adding no demo data twice', async () => {
    const run = cartera(['seed:demo'], env);
    expect(await run.exited, run.output()).to.equal(0);
    expect(run.output()).to.match(/correo:\s+demo@cartera.mx\n\s+contraseña: Demo-[a-z]{4}-\d{4}/);
    expect(run.output()).to.contain('Los datos de demostración ya estaban completos; no se agregó nada.');
  });

  it('seeds the demo data with seed:demo on an installation that never started the server (SEPOMEX loaded first)', async () => {
    const nueva = { ...env, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cartera-cli-demo-')) };
    const started = Date.now();
    const run = cartera(['seed:demo'], nueva);
    expect(await run.exited, run.output()).to.equal(0);
    console.log(`      (seed:demo en una instalación nueva: ${Date.now() - started} ms)`);
    expect(run.output()).to.contain('Catálogo SEPOMEX cargado');
    expect(run.output()).to.match(DEMO_AGREGADA);
    const again = cartera(['seed:demo'], nueva);
    expect(await again.exited, again.output()).to.equal(0);
    expect(again.output()).to.contain('Los datos de demostración ya estaban completos; no se agregó nada.');
  });

  it('answers an unknown command with help and a non-zero exit', async () => {
    const run = cartera(['no-existe'], env);
    expect(await run.exited).to.not.equal(0);
    expect(run.output()).to.contain("unknown command 'no-existe'");
  });
});
