import { expect } from 'chai';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { correoUnico } from '../../helpers/accounts.ts';
import { ClienteCartera, RespuestaFallida } from '../../../plugins/importacion/server/cli/cliente-http.ts';
import { carpetaConCaratulas, cartera, correr, entorno, esperarSalida, noPolizaDe, puertoLibre, type Proceso } from './cli-proceso.ts';
import { filaValida, libro } from './excel-datos.ts';

describe('cartera importar while the server holds the embedded database (issue 13, CLI server mode)', function () {
  this.timeout(900_000);
  const correo = correoUnico('servidor');
  const password = 'Secreto123';
  const carpeta = carpetaConCaratulas(['gnp-auto', 'qualitas-auto']);
  const numeros = ['gnp-auto', 'qualitas-auto'].map(noPolizaDe);
  // Always PGlite: the server's lock on its data directory is what sends the CLI through the API.
  let env: Record<string, string>;
  let servidor: Proceso;
  let url: string;

  before(async () => {
    env = entorno({ DATABASE_URL: '', PORT: String(await puertoLibre()) });
    const alta = await correr(['agente:crear', '--correo', correo, '--nombre', 'Rosa', '--ap-paterno', 'Lara', '--password', password], env);
    expect(alta.codigo, alta.stderr).to.equal(0);
    servidor = cartera(['serve', '--no-web'], { ...env, LOG_LEVEL: 'info' });
    [, url] = await esperarSalida(servidor, /Cartera lista en (http:\/\/\S+)/, 300_000);
  });

  after(async () => {
    servidor?.child.kill('SIGTERM');
    await servidor?.salida;
  });

  /** The agent's policies as the API lists them. */
  async function polizasEnElServidor(): Promise<string[]> {
    const login = await (
      await fetch(`${url}/api/usuarios/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: correo, password }) })
    ).json();
    const lista = await (await fetch(`${url}/api/polizas?page=1&size=100`, { headers: { authorization: `Bearer ${login.body.token}` } })).json();
    return lista.body.items.map((p: { noPoliza: string }) => p.noPoliza).sort();
  }

  it('detects the running server and imports the cover pages over its API, signed in with CARTERA_CONTRASENA', async () => {
    const r = await correr(['importar', 'pdf', carpeta, '--agente', correo, '--crear-claves', '--json'], { ...env, CARTERA_CONTRASENA: password });
    expect(r.codigo, r.stderr).to.equal(0);
    // The address comes from the configuration (PORT), with no --url.
    expect(r.stderr).to.contain(`La base de datos está abierta por el servidor en ejecución; se importa a través de él en http://localhost:${env.PORT}`);
    const informe = JSON.parse(r.stdout);
    expect(informe).to.include({ modo: 'servidor', simulacion: false });
    expect(informe.totales).to.deep.equal({ creada: 2, actualizada: 0, omitida: 0, fallida: 0 });
    expect(await polizasEnElServidor()).to.deep.equal([...numeros].sort());
  });

  it('re-run through the server skips what is already there, duplicating nothing', async () => {
    const r = await correr(['importar', 'pdf', carpeta, '--agente', correo, '--url', url, '--json'], { ...env, CARTERA_CONTRASENA: password });
    expect(r.codigo, r.stderr).to.equal(0);
    expect(JSON.parse(r.stdout).totales).to.deep.equal({ creada: 0, actualizada: 0, omitida: 2, fallida: 0 });
    expect(await polizasEnElServidor()).to.deep.equal([...numeros].sort());
  });

  it("takes a session token from CARTERA_TOKEN instead of a contraseña, only its own user's; --dry-run previews", async () => {
    const login = await (
      await fetch(`${url}/api/usuarios/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ usuario: correo, password }) })
    ).json();
    const [propio, ajeno] = await Promise.all([
      correr(['importar', 'pdf', carpeta, '--agente', correo, '--dry-run', '--json'], { ...env, CARTERA_TOKEN: login.body.token }),
      correr(['importar', 'pdf', carpeta, '--agente', 'otra@agencia.mx'], { ...env, CARTERA_TOKEN: login.body.token }),
    ]);
    expect(propio.codigo, propio.stderr).to.equal(0);
    expect(JSON.parse(propio.stdout)).to.deep.include({ modo: 'servidor', simulacion: true, totales: { creada: 0, actualizada: 0, omitida: 2, fallida: 0 } });
    expect(ajeno.codigo).to.equal(2);
    expect(ajeno.stderr).to.contain('Error: El token de CARTERA_TOKEN no es del usuario otra@agencia.mx');
  });

  it('imports an Excel file through the server: the valid row created, the row with errors reported, exit code 1', async () => {
    const valida = filaValida('0123456');
    const mala = filaValida('0123456', { moneda: 'XYZ' });
    const archivo = path.join(mkdtempSync(path.join(os.tmpdir(), 'cartera-excel-')), 'cartera.xlsx');
    writeFileSync(archivo, await libro([valida, mala]));
    const r = await correr(['importar', 'excel', archivo, '--agente', correo], { ...env, CARTERA_CONTRASENA: password });
    expect(r.codigo, r.stderr).to.equal(1);
    expect(r.stdout).to.contain('Importación terminada (a través del servidor en ejecución)');
    expect(r.stdout).to.match(/cartera\.xlsx\s+1\s+0\s+0\s+1/);
    expect(r.stdout).to.contain('cartera.xlsx (fila 3): Moneda: La moneda XYZ no está en tus monedas');
    expect(await polizasEnElServidor()).to.deep.equal([...numeros, String(valida.noPoliza)].sort());
  });

  it('refuses a wrong contraseña, and a run with neither terminal nor CARTERA_CONTRASENA, with exit code 2', async () => {
    const [mala, sinContrasena] = await Promise.all([
      correr(['importar', 'pdf', carpeta, '--agente', correo], { ...env, CARTERA_CONTRASENA: 'NoEsEsta1' }),
      correr(['importar', 'pdf', carpeta, '--agente', correo], env),
    ]);
    expect(mala.codigo).to.equal(2);
    expect(mala.stderr).to.contain('Error: Correo o contraseña incorrectos');
    expect(sinContrasena.codigo).to.equal(2);
    expect(sinContrasena.stderr).to.contain('Error: Escribe la contraseña en una terminal o defínela en la variable CARTERA_CONTRASENA');
  });
});

describe('cartera importar: the server-mode HTTP client and the attempt limits (docs/adr/021-sesiones.md)', () => {
  let servidor: Server;
  let url: string;
  let respuestas: { status: number; retryAfter?: string; body: unknown }[];
  let llegadas: number[];

  before(async () => {
    // A stand-in for the server: answers the queued responses in order.
    servidor = createServer((req, res) => {
      llegadas.push(Date.now());
      const r = respuestas.shift() ?? { status: 500, body: {} };
      res.writeHead(r.status, { 'content-type': 'application/json', ...(r.retryAfter ? { 'retry-after': r.retryAfter } : {}) });
      res.end(JSON.stringify(r.body));
    });
    await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
    const address = servidor.address();
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  beforeEach(() => (llegadas = []));
  after(() => servidor.close());

  const limite = (segundos: string) => ({
    status: 429,
    retryAfter: segundos,
    body: { ok: false, message: 'Demasiados intentos; espera 1 minuto e inténtalo de nuevo', body: null },
  });
  const usuario = { id: 7, agenteId: 3, correo: 'ana@agencia.mx' };

  it('waits out a 429 with Retry-After, saying so, then signs in', async () => {
    respuestas = [limite('1'), { status: 200, body: { ok: true, message: '', body: { token: 't', usuario } } }];
    const avisos: string[] = [];
    const sesion = await new ClienteCartera(url, (t) => avisos.push(t)).iniciarSesion('ana@agencia.mx', 'Secreto123');
    expect(sesion).to.deep.equal(usuario);
    expect(llegadas[1] - llegadas[0]).to.be.at.least(1000);
    expect(avisos).to.deep.equal(['Demasiados intentos; espera 1 minuto e inténtalo de nuevo; se reintenta en 1 s…']);
  });

  it('stops with the server message when the wait is longer than it sits out (a sign-in lock of 15 minutes)', async () => {
    respuestas = [limite('900')];
    const err = await new ClienteCartera(url, () => undefined).iniciarSesion('ana@agencia.mx', 'Secreto123').catch((e: unknown) => e);
    expect(err).to.be.instanceOf(RespuestaFallida);
    expect(err).to.include({ status: 429, message: 'Demasiados intentos; espera 1 minuto e inténtalo de nuevo' });
    expect(llegadas).to.have.length(1);
  });

  it('names the address it could not reach', async () => {
    const nadie = `http://127.0.0.1:${await puertoLibre()}`;
    const err = await new ClienteCartera(nadie, () => undefined).iniciarSesion('ana@agencia.mx', 'x').catch((e: unknown) => e);
    expect((err as Error).message).to.equal(`No se pudo conectar con el servidor en ${nadie} (ECONNREFUSED); indica su dirección con --url`);
  });
});
