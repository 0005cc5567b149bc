import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearClave } from '../../helpers/polizas.ts';
import type { TestServer } from '../../helpers/server.ts';
import { filaValida, libro, servidorDeImportacion, solicitud, subirExcel } from './excel-datos.ts';

/** Issue 13: an Excel import is all or nothing, when the database fails mid-way and when the server is killed. */
describe('importacion: Excel todo o nada', function () {
  this.timeout(600_000);

  describe('a database failure mid-way', () => {
    let server: TestServer;
    let agente: Cuenta;
    const CLAVE = 'XL-300';
    const FALLA = `FALLA-${process.pid}`;
    const funcion = `prueba_falla_excel_${process.pid}`;

    before(async () => {
      server = await servidorDeImportacion();
      agente = await crearAgente(server);
      await crearClave(server, agente, { clave: CLAVE });
      // A policy number the database refuses, as a full disk or a lost connection would refuse any.
      await (
        await getTestDatabase()
      ).withOwner(async (k) => {
        await k.raw(`create function ${funcion}() returns trigger language plpgsql as $$ begin
          if new.no_poliza = '${FALLA}' then raise exception 'falla simulada'; end if; return new; end $$`);
        await k.raw(`create trigger ${funcion} before insert on polizas for each row execute function ${funcion}()`);
      });
    });
    after(async () => {
      await (
        await getTestDatabase()
      ).withOwner(async (k) => {
        await k.raw(`drop trigger if exists ${funcion} on polizas`);
        await k.raw(`drop function if exists ${funcion}()`);
      });
      await server.close();
    });

    it('keeps nothing of the file: no policy, client or receipt of the rows before the failure', async () => {
      const filas = [filaValida(CLAVE), filaValida(CLAVE), filaValida(CLAVE, { noPoliza: FALLA }), filaValida(CLAVE)];
      const res = await server.api('POST', '/excel-importer/importar', solicitud(await subirExcel(server, agente, await libro(filas))), agente.auth);
      expect(res.status).to.equal(503);
      expect(res.body.message).to.equal('No se importó ninguna póliza: ocurrió un error al guardar. Intenta de nuevo');
      const polizas = async (noPoliza: unknown) =>
        (await server.api('GET', `/polizas?noPoliza[cn]=${encodeURIComponent(String(noPoliza))}`, undefined, agente.auth)).body.body.totalItems;
      const clientes = async (rfc: unknown) => (await server.api('GET', `/clientes?rfc=${rfc}`, undefined, agente.auth)).body.body.totalItems;
      for (const f of filas) {
        expect(await polizas(f.noPoliza), String(f.noPoliza)).to.equal(0);
        expect(await clientes(f.rfc), String(f.rfc)).to.equal(0);
      }
      // The same queries see a row once a file without the failing one is imported.
      const sola = await server.api('POST', '/excel-importer/importar', solicitud(await subirExcel(server, agente, await libro([filas[0]]))), agente.auth);
      expect(sola.status, sola.body.message).to.equal(200);
      expect([await polizas(filas[0].noPoliza), await clientes(filas[0].rfc)]).to.deep.equal([1, 1]);
    });
  });

  describe('kill -9 of the server during an import', () => {
    let dataDir = '';
    before(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'cartera-kill-'))));
    after(() => rmSync(dataDir, { recursive: true, force: true }));

    interface Servidor {
      child: ChildProcess;
      salida: () => string;
      url: string;
      termino: Promise<unknown>;
    }

    /** `cartera serve` on the embedded database in dataDir, as production runs it. */
    async function arrancar(): Promise<Servidor> {
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(PROJECT_ROOT, 'cli', 'index.ts'), 'serve', '--no-web'], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', APP_ENV: 'qa', PASSWORD_HASH_COST: '12' },
      });
      let salida = '';
      child.stdout?.on('data', (d) => (salida += d));
      child.stderr?.on('data', (d) => (salida += d));
      const termino = new Promise((r) => child.on('exit', r));
      const url = (await esperar(() => salida, /Cartera lista en (http:\/\/\S+)/, 300_000))[1];
      return { child, salida: () => salida, url, termino };
    }

    async function esperar(salida: () => string, patron: RegExp, ms: number): Promise<RegExpMatchArray> {
      const limite = Date.now() + ms;
      while (Date.now() < limite) {
        const m = salida().match(patron);
        if (m) return m;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no apareció ${patron} en:\n${salida()}`);
    }

    /** The demo account (created on a new installation) calls through this minimal client. */
    function cliente(url: string): TestServer {
      return {
        url,
        async api(method: string, ruta: string, body?: unknown, headers: Record<string, string> = {}) {
          const res = await fetch(`${url}/api${ruta}`, {
            method,
            headers: { 'content-type': 'application/json', ...headers },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: res.status, body: await res.json(), headers: res.headers };
        },
      } as TestServer;
    }

    async function entrar(s: Servidor, password: string): Promise<Cuenta> {
      const res = await cliente(s.url).api('POST', '/usuarios/login', { usuario: 'demo@cartera.mx', password });
      expect(res.status, res.body.message).to.equal(200);
      return { correo: 'demo@cartera.mx', password, login: res.body.body, auth: { authorization: `Bearer ${res.body.body.token}` } };
    }

    it('leaves nothing of the file imported after a restart, and the same file then imports whole', async () => {
      let s = await arrancar();
      const password = s.salida().match(/contraseña: (\S+)/)?.[1] ?? '';
      let cuenta = await entrar(s, password);
      await crearClave(cliente(s.url), cuenta, { clave: 'XL-KILL' });
      const filas = Array.from({ length: 1200 }, (_, i) => filaValida('XL-KILL', { noPoliza: `KILL-${i + 1}` }));
      const body = solicitud(await subirExcel(cliente(s.url), cuenta, await libro(filas)));
      const enCurso = cliente(s.url)
        .api('POST', '/excel-importer/importar', body, cuenta.auth)
        .then(
          () => 'respondió',
          () => 'cortada',
        );
      // Killed once the import has applied some rows inside its transaction.
      await esperar(s.salida, /importación de Excel en curso/, 300_000);
      s.child.kill('SIGKILL');
      await s.termino;
      expect(await enCurso).to.equal('cortada');

      s = await arrancar();
      try {
        cuenta = await entrar(s, password);
        const api = cliente(s.url);
        const contar = async () => (await api.api('GET', '/polizas?noPoliza[cn]=KILL-&size=10', undefined, cuenta.auth)).body.body.totalItems;
        expect(await contar()).to.equal(0);
        const res = await api.api('POST', '/excel-importer/importar', body, cuenta.auth);
        expect(res.status, res.body.message).to.equal(200);
        expect(await contar()).to.equal(1200);
      } finally {
        s.child.kill('SIGTERM');
        await s.termino;
      }
    });
  });
});
