import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearPolizaQueVence, diaDesdeHoy, prepararCartera, recibosDePoliza, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { TodoistSimulado } from '../../helpers/todoist-simulado.ts';

const TOKEN = 'aaaabbbbccccddddeeeeffff0000111122223333';

/** Issue 17, Todoist tasks of policies and receipts (spec 01 §4 log form, §7 /todoist/*). */
describe('integraciones: tareas de Todoist de pólizas y recibos', () => {
  let server: TestServer;
  let simulado: TodoistSimulado;
  let agente: Cuenta;
  let cartera: Cartera;
  const log: string[] = [];

  before(async function () {
    // The first server of the process migrates the database: slow on a busy machine.
    this.timeout(180_000);
    simulado = await new TodoistSimulado().iniciar();
    simulado.tokens.add(TOKEN);
    server = await startTestServer({ env: { TODOIST_API_BASE: simulado.url }, logSink: (linea) => log.push(linea) });
    agente = await crearAgente(server);
    cartera = await prepararCartera(server, agente);
    const res = await server.api(
      'POST',
      '/integraciones',
      {
        aplicacion: 'TODOIST',
        parametros: [
          { parametro: 'token', valor: TOKEN, sensible: true },
          { parametro: 'diasRenovacion', valor: '20', sensible: false },
        ],
      },
      agente.auth,
    );
    expect(res.status, res.body.message).to.equal(200);
  });
  after(async () => {
    await server.close();
    await simulado.cerrar();
  });
  beforeEach(() => {
    simulado.modo = 'normal';
  });

  const api = (metodo: string, ruta: string, cuenta = agente) => server.api(metodo, ruta, metodo === 'GET' ? undefined : {}, cuenta.auth);

  it('creates the renewal task and one per pending receipt, and never twice', async () => {
    const polizaId = await crearPolizaQueVence(server, agente, cartera, 60);
    const [recibo] = await recibosDePoliza(server, agente, polizaId);
    let res = await api('POST', `/todoist/poliza/${polizaId}`);
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body).to.deep.include({ message: 'Se crearon 2 tareas en Todoist', body: { creadas: 2 } });
    res = await api('POST', `/todoist/poliza/${polizaId}`);
    expect(res.body).to.deep.include({ message: 'No hay tareas por crear: la renovación y los recibos pendientes ya tienen su tarea', body: { creadas: 0 } });
    expect(simulado.tareasDe(TOKEN).filter((t) => t.description.includes('Póliza'))).to.have.length.greaterThanOrEqual(2);

    res = await api('GET', `/todoist/poliza/${polizaId}`);
    expect(res.status).to.equal(200);
    const { configurada, poliza, recibos, aviso } = res.body.body;
    expect({ configurada, aviso }).to.deep.equal({ configurada: true, aviso: null });
    // Due 20 days (the agent's setting) before the policy ends.
    expect(poliza).to.deep.include({ tipo: 'POLIZA', polizaId, reciboId: null, vencimiento: diaDesdeHoy(40), completada: false });
    expect(poliza.contenido).to.match(/^Renovar la póliza P-\d+ de /);
    expect(poliza.url).to.match(/^https:\/\/app\.todoist\.com\/app\/task\/\d+$/);
    expect(recibos).to.have.length(1);
    expect(recibos[0]).to.deep.include({ tipo: 'RECIBO', polizaId, reciboId: recibo.id, serie: 1, vencimiento: recibo.fecVence, completada: false });
    expect(recibos[0].contenido).to.match(/^Cobrar el recibo 1 de la póliza P-\d+/);
    const remota = simulado.tareas.get(poliza.url.split('/').pop());
    expect(remota?.due?.date).to.equal(diaDesdeHoy(40));
  });

  it('links one task per renewal and receipt when two creations run at once, deleting the extra one in Todoist', async () => {
    const polizaId = await crearPolizaQueVence(server, agente, cartera, 75);
    const { noPoliza } = (await api('GET', `/polizas/${polizaId}`)).body.body;
    const respuestas = await Promise.all([api('POST', `/todoist/poliza/${polizaId}`), api('POST', `/todoist/poliza/${polizaId}`)]);
    expect(respuestas.map((r) => r.status)).to.deep.equal([200, 200]);
    const { poliza, recibos } = (await api('GET', `/todoist/poliza/${polizaId}`)).body.body;
    expect([poliza !== null, recibos.length]).to.deep.equal([true, 1]);
    expect(simulado.tareasDe(TOKEN).filter((t) => t.description === `Póliza ${noPoliza} en Cartera`)).to.have.length(2);
  });

  it('closes the linked task in Todoist from the policy and from the receipt, and sees tasks completed in Todoist', async () => {
    const polizaId = await crearPolizaQueVence(server, agente, cartera, 90);
    const [recibo] = await recibosDePoliza(server, agente, polizaId);
    expect((await api('POST', `/todoist/poliza/${polizaId}`)).status).to.equal(200);
    let res = await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`);
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.message).to.equal('Tarea cerrada en Todoist');
    const tareas = (await api('GET', `/todoist/poliza/${polizaId}`)).body.body;
    expect(tareas.poliza.completada).to.equal(true);
    expect(simulado.tareas.get(tareas.poliza.url.split('/').pop())?.is_completed).to.equal(true);
    // Closing again is fine; a task the agent completed in Todoist shows completed here.
    expect((await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`)).status).to.equal(200);
    const delRecibo = simulado.tareas.get(tareas.recibos[0].url.split('/').pop());
    if (delRecibo) delRecibo.is_completed = true;
    res = await api('GET', `/todoist/recibo/${recibo.id}`);
    expect(res.body.body).to.deep.include({ configurada: true });
    expect(res.body.body.tarea.completada).to.equal(true);
    expect((await api('PUT', `/todoist/${recibo.id}/cerrar/tipo/RECIBO`)).status).to.equal(200);
  });

  it('answers what is wrong in Spanish: no linked task, an unknown type, no token', async () => {
    const polizaId = await crearPolizaQueVence(server, agente, cartera, 120);
    let res = await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`);
    expect(res.status).to.equal(404);
    expect(res.body.message).to.equal('No hay una tarea de Todoist ligada a este registro');
    res = await api('PUT', `/todoist/${polizaId}/cerrar/tipo/OTRO`);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('El tipo debe ser POLIZA o RECIBO');
    const sinToken = await crearAgente(server);
    const suya = await crearPolizaQueVence(server, sinToken, await prepararCartera(server, sinToken), 60);
    res = await api('POST', `/todoist/poliza/${suya}`, sinToken);
    expect(res.status).to.equal(400);
    expect(res.body.message).to.equal('Conecta Todoist primero: guarda tu token en Configuración › Integraciones › Todoist');
    res = await api('GET', `/todoist/poliza/${suya}`, sinToken);
    expect(res.body.body).to.deep.equal({ configurada: false, poliza: null, recibos: [], aviso: null });
  });

  it('answers another agent’s policy or receipt as not found, whatever it holds', async () => {
    const polizaId = await crearPolizaQueVence(server, agente, cartera, 150);
    const [recibo] = await recibosDePoliza(server, agente, polizaId);
    expect((await api('POST', `/todoist/poliza/${polizaId}`)).status).to.equal(200);
    const otro = await crearAgente(server);
    for (const [metodo, ruta] of [
      ['GET', `/todoist/poliza/${polizaId}`],
      ['POST', `/todoist/poliza/${polizaId}`],
      ['GET', `/todoist/recibo/${recibo.id}`],
      ['PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`],
      ['PUT', `/todoist/${recibo.id}/cerrar/tipo/RECIBO`],
    ]) {
      const res = await api(metodo, ruta, otro);
      expect(res.status, `${metodo} ${ruta}`).to.equal(404);
      expect(res.body.message).to.be.oneOf(['La póliza no existe', 'El recibo no existe']);
    }
    expect((await api('GET', `/todoist/poliza/${polizaId}`)).body.body.poliza.completada).to.equal(false);
  });

  it('never blocks the log: with Todoist down the entry is saved and closing the task says why it failed', async function () {
    this.timeout(30_000);
    const polizaId = await crearPolizaQueVence(server, agente, cartera, 200);
    expect((await api('POST', `/todoist/poliza/${polizaId}`)).status).to.equal(200);
    simulado.modo = '500';
    // The log form saves the entry first, then asks to close the task: two calls, the first never waits on Todoist.
    const entrada = { polizaId, asunto: null, tipo: 'nota general', textos: [{ tipo: 'nota general', texto: 'Renovación confirmada por teléfono', adjunto: null }] };
    const guardado = await server.api('POST', '/crm', entrada, agente.auth);
    expect(guardado.status, guardado.body.message).to.equal(200);
    let res = await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`);
    expect(res.status).to.equal(503);
    expect(res.body.message).to.equal('Todoist no responde en este momento. Inténtalo de nuevo en unos minutos');
    simulado.modo = 'colgado';
    res = await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`);
    expect(res.status).to.equal(503);
    simulado.modo = '401';
    res = await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`);
    expect(res.status).to.equal(502);
    expect(res.body.message).to.equal('Todoist rechazó el token guardado. Actualízalo en Configuración › Integraciones › Todoist');
    // The detail still answers, with what Cartera knew and a notice.
    res = await api('GET', `/todoist/poliza/${polizaId}`);
    expect(res.status).to.equal(200);
    expect(res.body.body.aviso).to.equal('No se pudo consultar Todoist; se muestra el último estado conocido de las tareas');
    expect(res.body.body.poliza.completada).to.equal(false);
    const bitacora = await server.api('GET', `/crm?polizaId=${polizaId}`, undefined, agente.auth);
    expect(JSON.stringify(bitacora.body.body)).to.include('Renovación confirmada por teléfono');
    simulado.modo = 'normal';
    expect((await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`)).status).to.equal(200);
    expect(log.join('\n')).to.not.include(TOKEN);
  });

  it('lets readers of policies see the tasks, writers create them, and log writers close them', async () => {
    const polizaId = await crearPolizaQueVence(server, agente, cartera, 250);
    expect((await api('POST', `/todoist/poliza/${polizaId}`)).status).to.equal(200);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    const ajeno = await crearUsuarioAdicional(server, agente, ['ROLE_TAREAS_R']);
    expect((await api('GET', `/todoist/poliza/${polizaId}`, lector)).status).to.equal(200);
    expect((await api('POST', `/todoist/poliza/${polizaId}`, lector)).status).to.equal(403);
    expect((await api('PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`, lector)).status).to.equal(403);
    for (const [metodo, ruta] of [
      ['GET', `/todoist/poliza/${polizaId}`],
      ['POST', `/todoist/poliza/${polizaId}`],
      ['PUT', `/todoist/${polizaId}/cerrar/tipo/POLIZA`],
    ]) {
      expect((await api(metodo, ruta, ajeno)).status, `${metodo} ${ruta}`).to.equal(403);
    }
  });
});
