import { expect } from 'chai';
import { contextoDeAgente, crearCifrado } from '../../../core/server/crypto/cifrado.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { TodoistSimulado } from '../../helpers/todoist-simulado.ts';

const TOKEN = '0123456789abcdef0123456789abcdef01231a2b';

const todoist = (token: string, diasRenovacion = '30') => ({
  aplicacion: 'TODOIST',
  parametros: [
    { parametro: 'token', valor: token, sensible: true },
    { parametro: 'diasRenovacion', valor: diasRenovacion, sensible: false },
  ],
});

/** Issue 17, Todoist settings (spec 01 §2 /configuracion/integraciones, §5, §7 /integraciones). */
describe('integraciones: el token de Todoist', () => {
  let server: TestServer;
  let simulado: TodoistSimulado;
  let agente: Cuenta;
  const log: string[] = [];

  before(async function () {
    // The first server of the process migrates the database: slow on a busy machine.
    this.timeout(180_000);
    simulado = await new TodoistSimulado().iniciar();
    simulado.tokens.add(TOKEN);
    server = await startTestServer({ env: { TODOIST_API_BASE: simulado.url }, logSink: (linea) => log.push(linea) });
    agente = await crearAgente(server);
  });
  after(async () => {
    await server.close();
    await simulado.cerrar();
  });
  beforeEach(() => {
    simulado.modo = 'normal';
  });

  const guardar = (cuerpo: unknown, cuenta = agente) => server.api('POST', '/integraciones', cuerpo, cuenta.auth);
  const parametros = async (cuenta = agente) => (await server.api('GET', '/integraciones?aplicacion=TODOIST', undefined, cuenta.auth)).body.body.parametros;

  it('saves a token Todoist accepts, answers it masked and stores it encrypted', async () => {
    const res = await guardar(todoist(TOKEN, '45'));
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.message).to.equal('Guardado exitosamente');
    expect(simulado.llamadas).to.include('GET /rest/v2/projects');
    expect(await parametros()).to.deep.equal([
      { parametro: 'diasRenovacion', valor: '45', sensible: false },
      { parametro: 'token', valor: '••••••••1a2b', sensible: true },
    ]);
    const lista = await server.api('GET', '/integraciones', undefined, agente.auth);
    expect(lista.body.body[0]).to.include({ aplicacion: 'TODOIST', nombre: 'Todoist', ruta: 'todoist', configurada: true });

    const db = await getTestDatabase();
    const fila = await db.withOwner((k) => k('integraciones_parametros').where({ agente_id: agente.login.agenteId, parametro: 'token' }).first());
    expect(fila.sensible).to.equal(true);
    expect(fila.valor).to.match(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(fila.valor).to.not.include(TOKEN.slice(0, 12));
    const cifrado = crearCifrado(server.config.jwtSecret, 'integraciones_parametros.valor v1');
    expect(cifrado.descifrar(fila.valor, `${contextoDeAgente(agente.login.agenteId)}:TODOIST:token`)).to.equal(TOKEN);
    // Never the token in the server's log either.
    expect(log.join('\n')).to.not.include(TOKEN);
  });

  it('keeps the saved token when the form is saved again without typing a new one', async () => {
    const res = await guardar({
      aplicacion: 'TODOIST',
      parametros: [
        { parametro: 'token', valor: '', sensible: true },
        { parametro: 'diasRenovacion', valor: '15', sensible: false },
      ],
    });
    expect(res.status, res.body.message).to.equal(200);
    expect(await parametros()).to.deep.equal([
      { parametro: 'diasRenovacion', valor: '15', sensible: false },
      { parametro: 'token', valor: '••••••••1a2b', sensible: true },
    ]);
  });

  it('refuses a token Todoist does not recognise with a Spanish message on the field, keeping the saved one', async () => {
    const res = await guardar(todoist('token-que-no-existe-en-todoist'));
    expect(res.status).to.equal(400);
    expect(res.body.message).to.match(/^Todoist no reconoce este token/);
    expect(res.body.body.errors.token).to.equal(res.body.message);
    expect((await parametros()).find((p: { parametro: string }) => p.parametro === 'token').valor).to.equal('••••••••1a2b');
  });

  it('says Todoist is not answering when it is down or hangs, and saves nothing', async function () {
    this.timeout(30_000);
    const otro = await crearAgente(server);
    simulado.modo = '500';
    let res = await guardar(todoist(TOKEN), otro);
    expect(res.status).to.equal(503);
    expect(res.body.message).to.equal('Todoist no responde en este momento. Inténtalo de nuevo en unos minutos');
    simulado.modo = 'colgado';
    const inicio = Date.now();
    res = await guardar(todoist(TOKEN), otro);
    expect(res.status).to.equal(503);
    expect(Date.now() - inicio).to.be.lessThan(10_000);
    expect(await parametros(otro)).to.deep.equal([]);
  });

  it('validates the form with the spec’s messages: the token is required, the days are 0 to 180', async () => {
    const nuevo = await crearAgente(server);
    let res = await guardar(todoist('  '), nuevo);
    expect(res.status).to.equal(400);
    expect(res.body.body.errors).to.deep.equal({ token: 'El token es obligatorio' });
    res = await guardar(todoist(TOKEN, '500'), nuevo);
    expect(res.body.body.errors).to.deep.equal({ diasRenovacion: 'Los días antes del fin de vigencia deben ser un número entre 0 y 180' });
    res = await guardar({ aplicacion: 'OTRA', parametros: [] }, nuevo);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('Envía la aplicación y sus parámetros (parametro, valor, sensible)');
    res = await server.api('GET', '/integraciones?aplicacion=OTRA', undefined, nuevo.auth);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('Indica una aplicación válida: TODOIST');
    res = await guardar('no es json', nuevo);
    expect(res.status).to.be.within(400, 415);
  });

  it('removes the integration: the token is gone and the list shows it disconnected', async () => {
    const otro = await crearAgente(server);
    expect((await guardar(todoist(TOKEN), otro)).status).to.equal(200);
    const res = await server.api('DELETE', '/integraciones?aplicacion=TODOIST', undefined, otro.auth);
    expect(res.status, res.body.message).to.equal(200);
    expect(await parametros(otro)).to.deep.equal([]);
    const lista = await server.api('GET', '/integraciones', undefined, otro.auth);
    expect(lista.body.body[0].configurada).to.equal(false);
    // The first agent's token is untouched.
    expect((await parametros()).length).to.equal(2);
  });

  it('keeps every agent’s settings to itself and refuses them without INTEGRACIONES', async () => {
    const otro = await crearAgente(server);
    expect(await parametros(otro)).to.deep.equal([]);
    const sinPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_W']);
    const conPrivilegio = await crearUsuarioAdicional(server, agente, ['ROLE_INTEGRACIONES']);
    for (const [metodo, ruta, cuerpo] of [
      ['GET', '/integraciones', undefined],
      ['GET', '/integraciones?aplicacion=TODOIST', undefined],
      ['POST', '/integraciones', todoist(TOKEN)],
      ['DELETE', '/integraciones?aplicacion=TODOIST', undefined],
    ] as const) {
      expect((await server.api(metodo, ruta, cuerpo, sinPrivilegio.auth)).status, `${metodo} ${ruta}`).to.equal(403);
    }
    expect((await parametros(conPrivilegio)).find((p: { parametro: string }) => p.parametro === 'token').valor).to.equal('••••••••1a2b');
    const roles = await server.api('GET', '/seguridad/roles', undefined, agente.auth);
    expect(JSON.stringify(roles.body.body)).to.include('ROLE_INTEGRACIONES');
  });
});
