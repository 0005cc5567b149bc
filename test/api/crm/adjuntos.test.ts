import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearPoliza, prepararCartera, type Cartera } from '../../helpers/polizas.ts';
import { pluginsDelNucleo, startTestServer, type TestServer } from '../../helpers/server.ts';
import { subirPdf } from './subir-archivo.ts';

const RUTA_INVALIDA = 'La ruta del archivo no es válida: sube el archivo primero y usa la dirección que devuelve la carga';

describe('adjuntos (attachments)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let escritor: Cuenta;
  let lector: Cuenta;
  // Real owners: attachments reference the agent's own clients, policies and receipts.
  let cartera: Cartera;
  let polizaId: number;
  let reciboId: number;

  before(async () => {
    // crm's answers name every registered owner: the core's plugins only, whatever plugins join later.
    server = await startTestServer({ plugins: pluginsDelNucleo() });
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    escritor = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_W']);
    lector = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    cartera = await prepararCartera(server, agente);
    polizaId = await crearPoliza(server, agente, cartera);
    reciboId = (await server.api('GET', `/polizas/${polizaId}`, undefined, agente.auth)).body.body.recibos[0].id;
  });
  after(() => server.close());

  const adjuntar = async (cuenta: Cuenta, datos: object) => {
    const res = await server.api('POST', '/adjuntos', datos, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };
  const listar = async (cuenta: Cuenta, ruta: string) => {
    const res = await server.api('GET', `/adjuntos/${ruta}`, undefined, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body;
  };

  it('attaches an uploaded file to its owner and lists the owner’s files, newest first', async () => {
    const caratula = await subirPdf(server, escritor, 'polizas', 'caratula.pdf');
    const endoso = await subirPdf(server, escritor, 'polizas', 'endoso.pdf');
    const res = await server.api('POST', '/adjuntos', { polizaId, dominio: 'polizas', path: caratula, archivo: 'caratula.pdf' }, escritor.auth);
    expect(res.body).to.include({ ok: true, message: 'Archivo adjunto guardado correctamente' });
    const segundo = await adjuntar(escritor, { polizaId, dominio: 'polizas', path: `http://localhost:3000${endoso}`, archivo: 'endoso.pdf' });
    await adjuntar(escritor, { clienteId: cartera.clienteId, dominio: 'polizas', path: caratula, archivo: 'caratula.pdf' });
    const lista = await listar(lector, `polizas/${polizaId}`);
    expect(lista.map((a: { id: number }) => a.id)).to.deep.equal([segundo, res.body.body.id]);
    expect(lista[0]).to.have.all.keys('id', 'archivo', 'path', 'fecha');
    // An absolute address is stored as the relative one the upload answered.
    expect(lista[0]).to.include({ archivo: 'endoso.pdf', path: endoso });
    expect(lista[0].fecha).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(await listar(lector, `clientes/${cartera.clienteId}`)).to.have.length(1);
    expect(await listar(lector, `recibos/${reciboId}`)).to.deep.equal([]);
    const path = await subirPdf(server, agente, 'recibos', 'doc.pdf');
    const id = await adjuntar(agente, { reciboId, dominio: 'recibos', path, archivo: 'doc.pdf' });
    expect((await listar(agente, `recibos/${reciboId}`)).map((a: { id: number }) => a.id)).to.deep.equal([id]);
  });

  it('validates the payload and accepts only files the agent uploaded to an attachment bucket', async () => {
    const path = await subirPdf(server, agente, 'clientes', 'ine.pdf');
    const mensaje = async (datos: object) => {
      const res = await server.api('POST', '/adjuntos', datos, agente.auth);
      expect(res.status).to.equal(400);
      return res.body.message;
    };
    const datos = { clienteId: 1, dominio: 'clientes', path, archivo: 'ine.pdf' };
    expect(await mensaje({ ...datos, dominio: undefined })).to.equal('El dominio del archivo es obligatorio');
    // Only the registered owners' buckets: empresa (the agent's logo) is a bucket, but no owner's.
    expect(await mensaje({ ...datos, dominio: 'empresa' })).to.equal('El dominio debe ser uno de: clientes, polizas, recibos');
    expect(await mensaje({ ...datos, path: '' })).to.equal('La ruta del archivo es obligatoria');
    expect(await mensaje({ ...datos, archivo: ' ' })).to.equal('El nombre del archivo es obligatorio');
    expect(await mensaje({ ...datos, clienteId: undefined })).to.equal('Indica exactamente uno de: clienteId, polizaId, reciboId');
    expect(await mensaje({ ...datos, polizaId: 3 })).to.equal('Indica exactamente uno de: clienteId, polizaId, reciboId');
    // Claims have no plugin yet: nothing registered them as owners.
    expect(await mensaje({ ...datos, clienteId: undefined, siniestroId: 9 })).to.equal(
      'siniestroId no es un dueño de bitácora ni de adjuntos en esta instalación. Indica exactamente uno de: clienteId, polizaId, reciboId',
    );
    expect(await mensaje({ ...datos, clienteId: 0 })).to.equal('El campo clienteId debe ser mayor o igual a 1');
    const ajeno = await subirPdf(server, otro, 'clientes', 'ajeno.pdf');
    expect(await mensaje({ ...datos, path: ajeno })).to.equal(RUTA_INVALIDA);
    expect(await mensaje({ ...datos, path: 'https://ejemplo.mx/archivo.pdf' })).to.equal(RUTA_INVALIDA);
    expect(await mensaje({ ...datos, path: path.replace(/\/clientes\//, '/../') })).to.equal(RUTA_INVALIDA);
    expect(await mensaje({ ...datos, path: path.replace('ine', 'otro') })).to.equal('El archivo no existe: súbelo de nuevo');
  });

  it('deletes an attachment with ADJUNTOS_D', async () => {
    const clienteId = await crearCliente(server, agente);
    const path = await subirPdf(server, agente, 'clientes', 'parte.pdf');
    const id = await adjuntar(agente, { clienteId, dominio: 'clientes', path, archivo: 'parte.pdf' });
    const res = await server.api('DELETE', `/adjuntos/${id}`, undefined, agente.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Archivo adjunto eliminado correctamente', body: { id } });
    expect(await listar(agente, `clientes/${clienteId}`)).to.deep.equal([]);
    expect((await server.api('DELETE', `/adjuntos/${id}`, undefined, agente.auth)).status).to.equal(404);
  });

  it("answers 404 for another agent's attachment, an unknown entity or a malformed id", async () => {
    const path = await subirPdf(server, otro, 'clientes', 'privado.pdf');
    const suyo = await crearCliente(server, otro);
    const id = await adjuntar(otro, { clienteId: suyo, dominio: 'clientes', path, archivo: 'privado.pdf' });
    const res = await server.api('DELETE', `/adjuntos/${id}`, undefined, agente.auth);
    expect(res.status).to.equal(404);
    expect(res.body.message).to.equal('El archivo adjunto no existe');
    expect((await server.api('GET', `/adjuntos/clientes/${suyo}`, undefined, agente.auth)).status).to.equal(404);
    expect(await listar(otro, `clientes/${suyo}`)).to.have.length(1);
    // Nor may an attachment name another agent's client.
    const propio = await subirPdf(server, agente, 'clientes', 'mio.pdf');
    expect((await server.api('POST', '/adjuntos', { clienteId: suyo, dominio: 'clientes', path: propio, archivo: 'mio.pdf' }, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', '/adjuntos/empresa/42', undefined, agente.auth)).status).to.equal(404);
    // A kind no plugin registered (claims) names no record either.
    expect((await server.api('GET', '/adjuntos/siniestros/9', undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('GET', `/adjuntos/recibos/999999`, undefined, agente.auth)).body.message).to.equal('No existe el registro de recibos 999999');
    expect((await server.api('GET', '/adjuntos/clientes/abc', undefined, agente.auth)).status).to.equal(404);
  });

  it('needs ADJUNTOS_R to read, ADJUNTOS_W to attach and ADJUNTOS_D to delete; 401 without a session', async () => {
    const path = await subirPdf(server, agente, 'clientes', 'permisos.pdf');
    const datos = { clienteId: cartera.clienteId, dominio: 'clientes', path, archivo: 'permisos.pdf' };
    expect((await server.api('POST', '/adjuntos', datos, lector.auth)).status).to.equal(403);
    const id = await adjuntar(escritor, datos);
    expect((await server.api('DELETE', `/adjuntos/${id}`, undefined, escritor.auth)).status).to.equal(403);
    const sinAdjuntos = await crearUsuarioAdicional(server, otro, ['ROLE_TAREAS_W']);
    expect((await server.api('GET', `/adjuntos/clientes/${cartera.clienteId}`, undefined, sinAdjuntos.auth)).status).to.equal(403);
    expect((await server.api('GET', '/adjuntos/clientes/5')).status).to.equal(401);
    expect((await server.api('POST', '/adjuntos', datos)).status).to.equal(401);
    expect((await server.api('DELETE', `/adjuntos/${id}`)).status).to.equal(401);
  });
});
