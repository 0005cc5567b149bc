import { expect } from 'chai';
import { MAILER } from '../../../core/server/mail/mailer.ts';
import { enviarRecordatorios } from '../../../plugins/comunicacion/server/index.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { crearCliente, crearClave, crearPolizaQueVence, recibosDePoliza } from '../../helpers/polizas.ts';
import { startTestServer, testLogger, type TestServer } from '../../helpers/server.ts';
import { smtpCompartido } from '../../helpers/smtp.ts';

/** Issue 16, automatic reminders: opt-in rules, tomorrow's preview, one mail per (rule, receipt) however many instances run. */
describe('comunicacion: recordatorios automáticos', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let modeloRecibo: number;
  let modeloCliente: number;
  const correo = `recordatorio.${Date.now()}@example.com`;

  const guardarModelo = async (cuenta: Cuenta, correoEventoId: number) =>
    (await server.api('POST', '/correo-modelo', { nombre: 'Aviso', correoEventoId, asunto: 'Aviso de la póliza @noPoliza', cuerpo: '<p>Hola @nombres</p>' }, cuenta.auth)).body.body
      .id as number;
  const deps = async () => ({ db: await getTestDatabase(), mailer: server.app.services.get(MAILER), log: testLogger(server.config) });

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    modeloRecibo = await guardarModelo(agente, 2);
    modeloCliente = await guardarModelo(agente, 4);
  });
  after(() => server.close());

  it('refuses a template of another event, a repeated rule and bad days, with their messages', async () => {
    const mal = await server.api('POST', '/correo-recordatorios', { tipo: 'recibo_por_vencer', dias: 3, correoModeloId: modeloCliente }, agente.auth);
    expect([mal.status, mal.body.message]).to.deep.equal([400, 'La plantilla debe ser del evento del recordatorio']);
    const dias = await server.api('POST', '/correo-recordatorios', { tipo: 'recibo_por_vencer', dias: 400, correoModeloId: modeloRecibo }, agente.auth);
    expect(dias.status).to.equal(400);
    const ajena = await server.api('POST', '/correo-recordatorios', { tipo: 'recibo_por_vencer', dias: 3, correoModeloId: await guardarModelo(otro, 2) }, agente.auth);
    expect(ajena.status).to.equal(404);
    const sinNada = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await server.api('GET', '/correo-recordatorios', undefined, sinNada.auth)).status).to.equal(403);
  });

  it("previews tomorrow's reminders and sends each once, logged in the receipt's log", async () => {
    const cartera = { clienteId: await crearCliente(server, agente, { correo: { correo, tipo: 'personal' } }), claveId: await crearClave(server, agente) };
    const hoy = await crearPolizaQueVence(server, agente, cartera, 3, { noPoliza: 'HOY-3' });
    const manana = await crearPolizaQueVence(server, agente, cartera, 4, { noPoliza: 'MANANA-4' });
    const regla = await server.api('POST', '/correo-recordatorios', { tipo: 'recibo_por_vencer', dias: 3, correoModeloId: modeloRecibo }, agente.auth);
    expect([regla.status, regla.body.message]).to.deep.equal([200, 'Recordatorio guardado']);
    const repetida = await server.api('POST', '/correo-recordatorios', { tipo: 'recibo_por_vencer', dias: 3, correoModeloId: modeloRecibo }, agente.auth);
    expect([repetida.status, repetida.body.message]).to.deep.equal([400, 'Ya tienes un recordatorio de ese tipo con esos días']);

    const [reciboManana] = await recibosDePoliza(server, agente, manana);
    const vista = (await server.api('GET', '/correo-recordatorios/vista-previa', undefined, agente.auth)).body.body;
    expect(vista).to.deep.equal([{ reglaId: regla.body.body.id, objeto: 'recibo', objetoId: reciboManana.id, para: correo, asunto: 'Aviso de la póliza MANANA-4' }]);
    expect((await server.api('GET', '/correo-recordatorios/vista-previa', undefined, otro.auth)).body.body).to.deep.equal([]);

    // Two instances at once: one mail.
    await Promise.all([enviarRecordatorios(await deps()), enviarRecordatorios(await deps())]);
    await enviarRecordatorios(await deps());
    const [reciboHoy] = await recibosDePoliza(server, agente, hoy);
    const smtp = await smtpCompartido();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const recibidos = smtp.mails.filter((m) => m.to.includes(correo));
    expect(recibidos.map((m) => m.subject)).to.deep.equal(['Aviso de la póliza HOY-3']);
    const log = (await server.api('GET', `/crm?reciboId=${reciboHoy.id}`, undefined, agente.auth)).body.body;
    expect(log.map((r: { asunto: string }) => r.asunto)).to.deep.equal(['Recordatorio automático: Aviso de la póliza HOY-3']);
  });

  it("edits, turns off and deletes a rule; another agent's rule is a 404", async () => {
    const id = (await server.api('POST', '/correo-recordatorios', { tipo: 'cumpleanos', correoModeloId: modeloCliente }, agente.auth)).body.body.id;
    const apagado = await server.api('PUT', `/correo-recordatorios/${id}`, { tipo: 'cumpleanos', correoModeloId: modeloCliente, activo: false }, agente.auth);
    expect(apagado.status).to.equal(200);
    const lista = (await server.api('GET', '/correo-recordatorios', undefined, agente.auth)).body.body;
    expect(lista.find((r: { id: number }) => r.id === id)).to.deep.equal({ id, tipo: 'cumpleanos', dias: 0, correoModeloId: modeloCliente, activo: false });
    expect((await server.api('DELETE', `/correo-recordatorios/${id}`, undefined, otro.auth)).status).to.equal(404);
    expect((await server.api('PUT', `/correo-recordatorios/${id}`, { tipo: 'cumpleanos', correoModeloId: modeloCliente }, otro.auth)).status).to.equal(404);
    expect((await server.api('DELETE', `/correo-recordatorios/${id}`, undefined, agente.auth)).status).to.equal(200);
  });
});
