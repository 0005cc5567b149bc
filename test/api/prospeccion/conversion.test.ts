import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { subirPdf } from '../crm/subir-archivo.ts';
import { crearCard, crearProspecto, datosFisica, exito, tableroDe } from './datos.ts';

/**
 * Issue 15, beyond the spec: a prospect becomes a client in one step. The prospect keeps a link to
 * the client, its log, attachments and tasks move along, and its opportunities stay on the board.
 */
describe('prospectos: conversión en cliente', () => {
  let server: TestServer;
  let agente: Cuenta;
  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
  });
  after(() => server.close());

  const convertir = async (prospecto: number, body: unknown) => {
    const res = await server.api('POST', `/prospectos/${prospecto}/convertir`, body, agente.auth);
    return `${res.status} ${res.body.message}`;
  };

  it('links the client, moves the log, attachments and tasks to it, and keeps the opportunities', async () => {
    const prospecto = await crearProspecto(server, agente);
    await exito(server, agente, 'POST', '/crm', { prospectoId: prospecto, asunto: 'Primer contacto', textos: [{ tipo: 'llamada saliente', texto: 'Le interesa GMM' }] });
    const path = await subirPdf(server, agente, 'prospectos', 'ine.pdf');
    await exito(server, agente, 'POST', '/adjuntos', { prospectoId: prospecto, dominio: 'prospectos', path, archivo: 'ine.pdf' });
    const tarea = await exito(server, agente, 'POST', '/tareas', { nombre: 'Llamar a Mariana', descripcion: 'Enviar propuesta', prospectoId: prospecto });
    const tablero = await tableroDe(server, agente);
    const card = await crearCard(server, agente, tablero.columnas[0], prospecto);
    const clienteId = await crearCliente(server, agente, { nombres: 'Mariana', apPat: 'Castillo', apMat: 'Ortega' });

    expect(await convertir(prospecto, { clienteId })).to.equal('200 Prospecto convertido en cliente');
    expect(await exito(server, agente, 'GET', `/prospectos/${prospecto}`)).to.deep.include({ status: 'convertido', clienteId });
    const bitacora = await exito(server, agente, 'GET', `/crm?clienteId=${clienteId}`);
    expect(bitacora.map((r: { asunto: string }) => r.asunto)).to.deep.equal(['Prospecto convertido en cliente', 'Primer contacto']);
    expect(bitacora[0].textos[0].texto).to.equal('Cliente creado a partir del prospecto Mariana Castillo Ortega; su bitácora y adjuntos pasaron a este cliente.');
    expect(bitacora[1].textos[0].texto).to.equal('Le interesa GMM');
    expect(await exito(server, agente, 'GET', `/crm?prospectoId=${prospecto}`)).to.deep.equal([]);
    const adjuntos = await exito(server, agente, 'GET', `/adjuntos/clientes/${clienteId}`);
    expect(adjuntos.map((a: { archivo: string }) => a.archivo)).to.deep.equal(['ine.pdf']);
    // The file stays where it was uploaded, and still downloads.
    const descarga = await fetch(`${server.url}${adjuntos[0].path}`, { headers: agente.auth });
    expect(descarga.status).to.equal(200);
    expect((await exito(server, agente, 'GET', `/tareas/${tarea.id}`)).dueno).to.deep.include({ entidad: 'clientes', id: clienteId });
    // The opportunity still names the prospect, which now names its client.
    expect((await exito(server, agente, 'GET', `/prospectos/kanbans/cards/${card}`)).prospecto).to.deep.include({ id: prospecto, clienteId });
    const delCliente = await exito(server, agente, 'GET', `/prospectos?clienteId=${clienteId}`);
    expect(delCliente.items.map((p: { id: number }) => p.id)).to.deep.equal([prospecto]);
  });

  it('converts a prospect once, after which it is neither edited nor deleted', async () => {
    const prospecto = await crearProspecto(server, agente);
    const clienteId = await crearCliente(server, agente);
    await exito(server, agente, 'POST', `/prospectos/${prospecto}/convertir`, { clienteId });
    expect(await convertir(prospecto, { clienteId: await crearCliente(server, agente) })).to.equal('400 El prospecto ya se convirtió en cliente');
    const editar = await server.api('PUT', `/prospectos/${prospecto}`, datosFisica(), agente.auth);
    expect([editar.status, editar.body.message]).to.deep.equal([400, 'El prospecto ya no está activo: solo se puede editar un prospecto activo']);
    const eliminar = await server.api('DELETE', `/prospectos/${prospecto}`, undefined, agente.auth);
    expect([eliminar.status, eliminar.body.message]).to.deep.equal([400, 'El prospecto ya no está activo: solo se puede eliminar un prospecto activo']);
    // A client comes from one prospect at most.
    expect(await convertir(await crearProspecto(server, agente), { clienteId })).to.equal('400 Ese cliente ya proviene de otro prospecto; elige otro cliente');
  });

  it("refuses a missing, deleted or another agent's client", async () => {
    const prospecto = await crearProspecto(server, agente);
    expect(await convertir(prospecto, {})).to.equal('400 Indica el cliente (clienteId) en que se convirtió el prospecto');
    expect(await convertir(prospecto, { clienteId: 'abc' })).to.equal('400 El cliente debe ser un número entero');
    const otro = await crearAgente(server);
    expect(await convertir(prospecto, { clienteId: await crearCliente(server, otro) })).to.equal('404 El cliente no existe');
    const borrado = await crearCliente(server, agente);
    await exito(server, agente, 'DELETE', `/clientes/${borrado}`);
    expect(await convertir(prospecto, { clienteId: borrado })).to.equal('404 El cliente no existe');
    expect((await exito(server, agente, 'GET', `/prospectos/${prospecto}`)).status).to.equal('activo');
  });
});
