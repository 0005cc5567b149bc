import { expect } from 'chai';
import { createStorage } from '../../../core/server/storage/storage.service.ts';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';
import { crearCliente } from '../../helpers/polizas.ts';
import { subirPdf } from './subir-archivo.ts';

/**
 * Deleting an attachment or a log entry removes its stored file once the request has committed,
 * unless another record still names it (issue 5; docs/adr/013-bitacora.md).
 */
describe('crm: stored files of deleted attachments and log entries', () => {
  let server: TestServer;
  let agente: Cuenta;
  const clientes: number[] = [];

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    for (let i = 0; i < 4; i++) clientes.push(await crearCliente(server, agente));
  });
  after(() => server.close());

  const descargar = async (url: string) => (await fetch(`${server.url}${url}`, { headers: agente.auth })).status;
  const adjuntar = async (clienteId: number, path: string) => {
    const res = await server.api('POST', '/adjuntos', { clienteId, dominio: 'clientes', path, archivo: 'archivo.pdf' }, agente.auth);
    expect(res.status, res.body.message).to.equal(200);
    return res.body.body.id as number;
  };
  const anotar = async (clienteId: number, path: string) => {
    const res = await server.api(
      'POST',
      '/crm',
      { clienteId, textos: [{ tipo: 'adjunto', texto: 'Con archivo', adjunto: { dominio: 'clientes', path, archivo: 'archivo.pdf' } }] },
      agente.auth,
    );
    expect(res.status, res.body.message).to.equal(200);
    const registros = (await server.api('GET', `/crm?clienteId=${clienteId}`, undefined, agente.auth)).body.body;
    return registros[0].textos[0].id as number;
  };
  const eliminar = async (ruta: string) => {
    const res = await server.api('DELETE', ruta, undefined, agente.auth);
    expect(res.status, res.body.message).to.equal(200);
  };

  it('removes the file of a deleted attachment: its URL answers 404', async () => {
    const url = await subirPdf(server, agente, 'clientes', 'borrar-adjunto.pdf');
    const id = await adjuntar(clientes[0], url);
    expect(await descargar(url)).to.equal(200);
    await eliminar(`/adjuntos/${id}`);
    expect(await descargar(url)).to.equal(404);
  });

  it('removes the file of a deleted log entry', async () => {
    const url = await subirPdf(server, agente, 'clientes', 'borrar-texto.pdf');
    const texto = await anotar(clientes[0], url);
    await eliminar(`/crm/texts/${texto}`);
    expect(await descargar(url)).to.equal(404);
  });

  it('keeps a file while another attachment or log entry still names it', async () => {
    const url = await subirPdf(server, agente, 'clientes', 'compartido.pdf');
    const primero = await adjuntar(clientes[0], url);
    const segundo = await adjuntar(clientes[1], url);
    const texto = await anotar(clientes[2], url);
    await eliminar(`/adjuntos/${primero}`);
    expect(await descargar(url), 'still attached to another client and in a log').to.equal(200);
    await eliminar(`/crm/texts/${texto}`);
    expect(await descargar(url), 'still attached to another client').to.equal(200);
    await eliminar(`/adjuntos/${segundo}`);
    expect(await descargar(url)).to.equal(404);
  });

  it('answers the delete even when the file is already gone', async () => {
    const url = await subirPdf(server, agente, 'clientes', 'ya-no-esta.pdf');
    const primero = await adjuntar(clientes[3], url);
    const segundo = await adjuntar(clientes[3], url);
    await eliminar(`/adjuntos/${primero}`);
    // Removed by hand meanwhile: the second delete still succeeds.
    const storage = createStorage(server.config);
    const archivo = storage.desdeUrl(url);
    if (!archivo) throw new Error(`no es una URL del almacenamiento: ${url}`);
    expect(await storage.eliminar(archivo)).to.equal(true);
    await eliminar(`/adjuntos/${segundo}`);
    expect((await server.api('GET', `/adjuntos/clientes/${clientes[3]}`, undefined, agente.auth)).body.body).to.deep.equal([]);
  });

  describe('when the delete is rolled back', () => {
    // A deferred trigger fails the commit itself, after the route has run and queued the removal.
    before(async () => {
      const db = await getTestDatabase();
      await db.withOwner(async (k) => {
        await k.raw(`create function prueba_falla_al_confirmar() returns trigger language plpgsql as $$ begin raise exception 'confirmación fallida a propósito'; end $$`);
        await k.raw(
          `create constraint trigger prueba_falla_al_confirmar after delete on adjuntos deferrable initially deferred for each row when (old.archivo = 'no-confirmar.pdf') execute function prueba_falla_al_confirmar()`,
        );
      });
    });
    after(async () => {
      const db = await getTestDatabase();
      await db.withOwner(async (k) => {
        await k.raw('drop trigger if exists prueba_falla_al_confirmar on adjuntos');
        await k.raw('drop function if exists prueba_falla_al_confirmar()');
      });
    });

    it('keeps the attachment and its file', async () => {
      const url = await subirPdf(server, agente, 'clientes', 'no-confirmar.pdf');
      const res = await server.api('POST', '/adjuntos', { clienteId: clientes[3], dominio: 'clientes', path: url, archivo: 'no-confirmar.pdf' }, agente.auth);
      const id = res.body.body.id as number;
      expect((await server.api('DELETE', `/adjuntos/${id}`, undefined, agente.auth)).status).to.not.equal(200);
      expect((await server.api('GET', `/adjuntos/clientes/${clientes[3]}`, undefined, agente.auth)).body.body.map((a: { id: number }) => a.id)).to.deep.equal([id]);
      expect(await descargar(url)).to.equal(200);
    });
  });
});
