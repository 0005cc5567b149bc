import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearPoliza, prepararCartera } from '../../helpers/polizas.ts';
import { pluginsDelNucleo, startTestServer, type TestServer } from '../../helpers/server.ts';
import { subirPdf } from './subir-archivo.ts';

const FECHA = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe('bitácora (activity log)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;
  let escritor: Cuenta & { id: number };
  let lector: Cuenta & { id: number };
  // Real owners: the log's owner keys reference the agent's own clients, policies and receipts.
  let polizaId: number;
  let reciboId: number;
  const nuevoCliente = (cuenta: Cuenta = agente) => crearCliente(server, cuenta);

  before(async () => {
    // crm's answers name every registered owner: the core's plugins only, whatever plugins join later.
    server = await startTestServer({ plugins: pluginsDelNucleo() });
    agente = await crearAgente(server);
    otro = await crearAgente(server);
    escritor = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_W']);
    lector = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    polizaId = await crearPoliza(server, agente, await prepararCartera(server, agente));
    reciboId = (await server.api('GET', `/polizas/${polizaId}`, undefined, agente.auth)).body.body.recibos[0].id;
  });
  after(() => server.close());

  const guardar = async (cuenta: Cuenta, datos: object) => {
    const res = await server.api('POST', '/crm', datos, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };
  const leer = async (cuenta: Cuenta, query: string) => {
    const res = await server.api('GET', `/crm?${query}`, undefined, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body;
  };

  it('saves a record with its entries, signed by whoever wrote them, and lists it by owner', async () => {
    const clienteId = await nuevoCliente();
    const res = await server.api(
      'POST',
      '/crm',
      {
        asunto: 'Renovación',
        tipo: 'llamada saliente',
        clienteId,
        textos: [
          { tipo: 'llamada saliente', texto: 'Le llamé para renovar' },
          { tipo: 'nota general', texto: 'Pide cotizar con otra aseguradora' },
        ],
      },
      escritor.auth,
    );
    expect(res.body).to.include({ ok: true, message: 'Registro de bitácora guardado correctamente' });
    const [registro, ...resto] = await leer(lector, `clienteId=${clienteId}`);
    expect(resto).to.deep.equal([]);
    const autor = { id: escritor.id, nombres: 'Beto', apPat: 'Ruiz' };
    // Every registered owner's key, the record's own set (spec 01 §7); no key of an owner no plugin registered.
    expect(registro).to.deep.include({ id: res.body.body.id, asunto: 'Renovación', tipo: 'llamada saliente', clienteId, polizaId: null, reciboId: null, autor });
    expect(registro).to.not.have.any.keys('prospectoId', 'siniestroId', 'cotizacionId');
    expect(registro.fecha).to.match(FECHA);
    expect(registro.textos).to.have.length(2);
    expect(registro.textos[0]).to.deep.include({ tipo: 'llamada saliente', texto: 'Le llamé para renovar', adjunto: null, autor });
    expect(registro.textos[0].fecha).to.match(FECHA);
    expect(registro.textos[1]).to.deep.include({ tipo: 'nota general', texto: 'Pide cotizar con otra aseguradora' });
  });

  it('lists the newest record first, only the owner asked for, and each owner key works', async () => {
    const clienteId = await nuevoCliente();
    const primero = await guardar(agente, { clienteId, textos: [{ tipo: 'correo', texto: 'Envié la póliza' }] });
    const segundo = await guardar(agente, { clienteId, textos: [{ tipo: 'platica con humano', texto: 'Visita en oficina' }] });
    await guardar(agente, { polizaId, textos: [{ tipo: 'nota general', texto: 'De la póliza' }] });
    const registros = await leer(agente, `clienteId=${clienteId}`);
    expect(registros.map((r: { id: number }) => r.id)).to.deep.equal([segundo, primero]);
    // Without a tipo the record takes its first entry's.
    expect(registros[1]).to.include({ tipo: 'correo', asunto: null });
    for (const [clave, id] of [
      ['polizaId', polizaId],
      ['reciboId', reciboId],
    ] as const) {
      await guardar(agente, { [clave]: id, textos: [{ tipo: 'nota general', texto: clave }] });
      const [registro] = await leer(agente, `${clave}=${id}`);
      expect(registro).to.include({ [clave]: id, clienteId: null });
      expect(registro.textos[0].texto).to.equal(clave);
    }
    const desconocido = await server.api('GET', '/crm?clienteId=999999', undefined, agente.auth);
    expect(desconocido.status).to.equal(404);
    expect(desconocido.body.message).to.equal('No existe el registro de clientes 999999');
    // Writing on an owner that does not exist is a 404 too.
    const sinDueno = await server.api('POST', '/crm', { reciboId: 999999, textos: [{ tipo: 'nota general', texto: 'x' }] }, agente.auth);
    expect(sinDueno.status).to.equal(404);
    expect(sinDueno.body.message).to.equal('No existe el registro de recibos 999999');
  });

  it('accepts only the owners their plugins registered: another kind is a 400 naming the accepted keys', async () => {
    // Prospects, claims and quotations have no plugin yet, so nothing registered them.
    for (const clave of ['prospectoId', 'siniestroId', 'cotizacionId']) {
      const aviso = `${clave} no es un dueño de bitácora ni de adjuntos en esta instalación. Indica exactamente uno de: clienteId, polizaId, reciboId`;
      const post = await server.api('POST', '/crm', { [clave]: 77, textos: [{ tipo: 'nota general', texto: 'x' }] }, agente.auth);
      expect(post.status, clave).to.equal(400);
      expect(post.body.message).to.equal(aviso);
      const get = await server.api('GET', `/crm?${clave}=77`, undefined, agente.auth);
      expect(get.status, clave).to.equal(400);
      expect(get.body.message).to.equal(aviso);
    }
    // A payload that sends every key, the others null, still names its one owner.
    const clienteId = await nuevoCliente();
    await guardar(agente, {
      clienteId,
      polizaId: null,
      reciboId: null,
      prospectoId: null,
      siniestroId: null,
      cotizacionId: null,
      textos: [{ tipo: 'nota general', texto: 'todas' }],
    });
    expect((await leer(agente, `clienteId=${clienteId}`))[0].textos[0].texto).to.equal('todas');
  });

  it('stores an uploaded file with an entry of type adjunto', async () => {
    const clienteId = await nuevoCliente();
    const path = await subirPdf(server, agente, 'clientes', 'ine.pdf');
    await guardar(agente, { clienteId, textos: [{ tipo: 'adjunto', texto: 'INE del cliente', adjunto: { dominio: 'clientes', path, archivo: 'ine.pdf' } }] });
    const [registro] = await leer(agente, `clienteId=${clienteId}`);
    expect(registro.textos[0].adjunto).to.deep.equal({ dominio: 'clientes', path, archivo: 'ine.pdf' });
  });

  it('validates the record and its entries', async () => {
    const mensaje = async (datos: object) => {
      const res = await server.api('POST', '/crm', datos, agente.auth);
      expect(res.status).to.equal(400);
      return res.body;
    };
    expect((await mensaje({ clienteId: 1 })).message).to.equal('El comentario es obligatorio');
    expect((await mensaje({ clienteId: 1, textos: [] })).message).to.equal('El comentario es obligatorio');
    const vacio = await mensaje({ clienteId: 1, textos: [{ tipo: 'nota general', texto: '   ' }] });
    expect(vacio.message).to.equal('El comentario es obligatorio');
    expect(vacio.body.errors).to.deep.equal({ 'textos.0.texto': 'El comentario es obligatorio' });
    expect((await mensaje({ clienteId: 1, textos: [{ texto: 'Hola' }] })).message).to.equal('El tipo de registro es obligatorio');
    expect((await mensaje({ clienteId: 1, textos: [{ tipo: 'chisme', texto: 'Hola' }] })).message).to.match(
      /^El tipo de registro debe ser uno de: nota general, llamada saliente, llamada entrante, platica con humano, correo, adjunto$/,
    );
    expect((await mensaje({ clienteId: 1, textos: [{ tipo: 'adjunto', texto: 'Sin archivo' }] })).message).to.equal('El archivo es obligatorio en un registro de tipo adjunto');
    expect((await mensaje({ clienteId: 1, textos: [{ tipo: 'adjunto', texto: 'x', adjunto: { dominio: 'clientes', archivo: 'a.pdf' } }] })).message).to.equal(
      'La ruta del archivo es obligatoria',
    );
    const unDueno = 'Indica exactamente uno de: clienteId, polizaId, reciboId';
    const texto = [{ tipo: 'nota general', texto: 'Hola' }];
    expect((await mensaje({ textos: texto })).message).to.equal(unDueno);
    expect((await mensaje({ clienteId: 1, polizaId: 2, textos: texto })).message).to.equal(unDueno);
    expect((await mensaje({ clienteId: 'uno', textos: texto })).message).to.equal('El campo clienteId debe ser un número entero');
    expect((await mensaje({ clienteId: 1, asunto: 'a'.repeat(201), textos: texto })).message).to.equal('El asunto debe tener como máximo 200 caracteres');
    for (const query of ['', 'clienteId=1&polizaId=2', 'clienteId=abc', 'clienteId=0']) {
      const res = await server.api('GET', `/crm?${query}`, undefined, agente.auth);
      expect(res.status, query).to.equal(400);
    }
  });

  it("refuses a file that is not one of the agent's uploads", async () => {
    const ajeno = await subirPdf(server, otro, 'clientes', 'ajeno.pdf');
    const propio = await subirPdf(server, agente, 'clientes', 'propio.pdf');
    for (const path of [ajeno, 'https://ejemplo.mx/virus.pdf', propio.replace('propio', 'no-existe')]) {
      const res = await server.api(
        'POST',
        '/crm',
        { clienteId: 1, textos: [{ tipo: 'adjunto', texto: 'x', adjunto: { dominio: 'clientes', path, archivo: 'a.pdf' } }] },
        agente.auth,
      );
      expect(res.status, path).to.equal(400);
    }
  });

  it('deletes an entry with BITACORA_D; the record goes with its last entry', async () => {
    const clienteId = await nuevoCliente();
    await guardar(agente, {
      clienteId,
      textos: [
        { tipo: 'nota general', texto: 'Uno' },
        { tipo: 'nota general', texto: 'Dos' },
      ],
    });
    const [registro] = await leer(agente, `clienteId=${clienteId}`);
    const [uno, dos] = registro.textos.map((t: { id: number }) => t.id);
    const res = await server.api('DELETE', `/crm/texts/${uno}`, undefined, agente.auth);
    expect(res.body).to.deep.include({ ok: true, message: 'Registro eliminado correctamente', body: { id: uno } });
    expect((await leer(agente, `clienteId=${clienteId}`))[0].textos.map((t: { id: number }) => t.id)).to.deep.equal([dos]);
    await server.api('DELETE', `/crm/texts/${dos}`, undefined, agente.auth);
    expect(await leer(agente, `clienteId=${clienteId}`)).to.deep.equal([]);
    expect((await server.api('DELETE', `/crm/texts/${dos}`, undefined, agente.auth)).status).to.equal(404);
  });

  it("answers 404 for another agent's entry and shows none of its log", async () => {
    const clienteId = await nuevoCliente(otro);
    await guardar(otro, { clienteId, textos: [{ tipo: 'nota general', texto: 'Privado' }] });
    const [registro] = await leer(otro, `clienteId=${clienteId}`);
    const res = await server.api('DELETE', `/crm/texts/${registro.textos[0].id}`, undefined, agente.auth);
    expect(res.status).to.equal(404);
    expect(res.body.message).to.equal('El registro de bitácora no existe');
    // Another agent's client is unknown here: its log is a 404, never an empty list that confirms it.
    expect((await server.api('GET', `/crm?clienteId=${clienteId}`, undefined, agente.auth)).status).to.equal(404);
    expect((await server.api('DELETE', '/crm/texts/abc', undefined, agente.auth)).status).to.equal(404);
  });

  it('needs BITACORA_R to read, BITACORA_W to write and BITACORA_D to delete; 401 without a session', async () => {
    const clienteId = await nuevoCliente();
    const texto = { clienteId, textos: [{ tipo: 'nota general', texto: 'Hola' }] };
    expect((await server.api('POST', '/crm', texto, lector.auth)).status).to.equal(403);
    await guardar(escritor, texto);
    const [registro] = await leer(lector, `clienteId=${clienteId}`);
    expect((await server.api('DELETE', `/crm/texts/${registro.textos[0].id}`, undefined, escritor.auth)).status).to.equal(403);
    const sinBitacora = await crearUsuarioAdicional(server, otro, ['ROLE_TAREAS_W']);
    expect((await server.api('GET', `/crm?clienteId=${clienteId}`, undefined, sinBitacora.auth)).status).to.equal(403);
    expect((await server.api('GET', `/crm?clienteId=${clienteId}`)).status).to.equal(401);
    expect((await server.api('POST', '/crm', texto)).status).to.equal(401);
    expect((await server.api('DELETE', '/crm/texts/1')).status).to.equal(401);
  });
});
