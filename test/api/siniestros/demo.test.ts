import { expect } from 'chai';
import { HOY_DEMO, sembrarDemoDePrueba } from '../../helpers/demo.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Issue 15: the demo account shows claims of every status (docs/adr/015-datos-demo.md), added once. */
describe('siniestros: datos de demostración', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('gives the demo account claims of each status on its policies, and adds none the second time', async function () {
    this.timeout(120_000);
    const { cuenta, demo } = await sembrarDemoDePrueba(server);
    expect(demo.seeders.filter((s) => s.error)).to.deep.equal([]);
    const leer = async (auth = cuenta.auth) => (await server.api('GET', '/siniestros?size=-1&status[nn]=', undefined, auth)).body.body.items;
    const antes = await leer();
    expect(antes.map((s: { status: string }) => s.status).sort()).to.deep.equal(['captura', 'enviado', 'enviado', 'faltante', 'finalizado', 'rechazado']);
    expect(antes.every((s: { fechaSiniestro: string }) => s.fechaSiniestro < HOY_DEMO)).to.equal(true);
    const detalle = (await server.api('GET', `/siniestros/${antes[0].id}`, undefined, cuenta.auth)).body.body;
    expect(detalle.poliza.cliente.id).to.equal(detalle.cliente.id);

    const segunda = await sembrarDemoDePrueba(server);
    expect(segunda.demo.seeders.find((s) => s.plugin === 'siniestros')?.agregados).to.deep.equal({});
    // A new password ends the old sessions: read as the new one.
    expect((await leer(segunda.cuenta.auth)).map((s: { id: number }) => s.id)).to.deep.equal(antes.map((s: { id: number }) => s.id));
  });
});
