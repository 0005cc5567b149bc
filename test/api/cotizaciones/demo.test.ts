import { expect } from 'chai';
import { HOY_DEMO, sembrarDemoDePrueba } from '../../helpers/demo.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Issue 14: the demo account shows templates of every ramo and a few quotations (docs/adr/015-datos-demo.md), added once. */
describe('cotizaciones: datos de demostración', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('gives the demo account templates and quotations of each ramo, and adds none the second time', async function () {
    this.timeout(300_000);
    const { cuenta, demo } = await sembrarDemoDePrueba(server);
    expect(demo.seeders.filter((s) => s.error)).to.deep.equal([]);
    const leer = async (auth = cuenta.auth) => (await server.api('GET', '/cotizaciones?size=-1', undefined, auth)).body.body.items;
    const antes = await leer();
    expect(antes.map((q: { ramo: number; status: string }) => `${q.ramo} ${q.status}`).sort()).to.deep.equal(['1 enviada', '3 captura', '5 captura', '7 cancelada']);
    expect(antes.every((q: { fecVencimiento: string }) => q.fecVencimiento > HOY_DEMO)).to.equal(true);
    const templates = (await server.api('GET', '/cotizaciones/templates?size=-1', undefined, cuenta.auth)).body.body.items;
    expect(templates.map((t: { ramo: number }) => t.ramo).sort()).to.deep.equal([1, 1, 3, 5, 7]);
    const auto = (await server.api('GET', `/cotizaciones/${antes.find((q: { ramo: number }) => q.ramo === 1).id}`, undefined, cuenta.auth)).body.body;
    expect(auto.items).to.have.length(2);
    expect(auto.items[0].coberturas[0]).to.deep.include({ descripcion: 'Daños materiales', valor: '5% V.C.' });

    const segunda = await sembrarDemoDePrueba(server);
    expect(segunda.demo.seeders.find((s) => s.plugin === 'cotizaciones')?.agregados).to.deep.equal({});
    expect((await leer(segunda.cuenta.auth)).map((q: { id: number }) => q.id)).to.deep.equal(antes.map((q: { id: number }) => q.id));
  });
});
