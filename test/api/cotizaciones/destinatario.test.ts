import { expect } from 'chai';
import { MENSAJES_COTIZACIONES as M } from '../../../plugins/cotizaciones/shared/mensajes.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearProspecto } from '../prospeccion/datos.ts';

/** The recipient's e-mail a new quotation starts with (spec 03 §7: the form reads the client with its correos). */
describe('cotizaciones: el correo del destinatario', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
  });
  after(() => server?.close());

  const correoDe = (cuenta: Cuenta, consulta: string) => server.api('GET', `/cotizaciones/destinatario/correo?${consulta}`, undefined, cuenta.auth);

  it("answers a client's e-mail, a prospect's, and null for a client without one", async () => {
    const cliente = await crearCliente(server, agente);
    const { body: detalle } = await server.api('GET', `/clientes/${cliente}`, undefined, agente.auth);
    const res = await correoDe(agente, `clienteId=${cliente}`);
    expect(res.status, JSON.stringify(res.body)).to.equal(200);
    expect(res.body.body).to.deep.equal({ correo: detalle.body.correos[0].correo });

    const sinCorreo = await crearCliente(server, agente, { correo: undefined });
    expect((await correoDe(agente, `clienteId=${sinCorreo}`)).body.body).to.deep.equal({ correo: null });

    const prospecto = await crearProspecto(server, agente, { email: 'rosa.quintero@example.com' });
    expect((await correoDe(agente, `prospectoId=${prospecto}`)).body.body).to.deep.equal({ correo: 'rosa.quintero@example.com' });
  });

  it("finds no other agent's client or prospect, and asks for exactly one recipient", async () => {
    const suyo = await crearCliente(server, otro);
    const suyoProspecto = await crearProspecto(server, otro);
    for (const [consulta, mensaje] of [
      [`clienteId=${suyo}`, M.clienteNoExiste],
      [`prospectoId=${suyoProspecto}`, M.prospectoNoExiste],
      ['clienteId=999999999', M.clienteNoExiste],
    ]) {
      const res = await correoDe(agente, consulta);
      expect([res.status, res.body.message], consulta).to.deep.equal([404, mensaje]);
    }
    for (const consulta of ['', `clienteId=${suyo}&prospectoId=${suyoProspecto}`]) {
      const res = await correoDe(agente, consulta);
      expect([res.status, res.body.message], consulta).to.deep.equal([400, M.destinatarioUnico]);
    }
    const res = await correoDe(agente, 'clienteId=abc');
    expect([res.status, res.body.message]).to.deep.equal([400, 'El parámetro clienteId debe ser un número entero (por ejemplo clienteId=1)']);
  });

  it('is for users who write quotations', async () => {
    const cliente = await crearCliente(server, agente);
    const lector = await crearUsuarioAdicional(server, agente, ['ROLE_COTIZACIONES_R', 'ROLE_CLIENTES_R']);
    expect((await correoDe(lector, `clienteId=${cliente}`)).status).to.equal(403);
    const escritor = await crearUsuarioAdicional(server, agente, ['ROLE_COTIZACIONES_R', 'ROLE_COTIZACIONES_W', 'ROLE_CLIENTES_R']);
    expect((await correoDe(escritor, `clienteId=${cliente}`)).status).to.equal(200);
  });
});
