import { expect } from 'chai';
import { sembrarDemoDePrueba } from '../../helpers/demo.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Issue 15: the demo account has prospects and a funnel board with cards (docs/adr/015-datos-demo.md), added once. */
describe('prospeccion: datos de demostración', () => {
  let server: TestServer;
  before(async () => {
    server = await startTestServer();
  });
  after(() => server.close());

  it('gives the demo account prospects, one from an automatic process, and a board with open and closed cards and notes; nothing twice', async function () {
    this.timeout(120_000);
    const { cuenta, demo } = await sembrarDemoDePrueba(server);
    expect(demo.seeders.filter((s) => s.error)).to.deep.equal([]);
    const leer = async (path: string, auth = cuenta.auth) => (await server.api('GET', path, undefined, auth)).body.body;
    const prospectos = (await leer('/prospectos?size=-1')).items;
    expect(prospectos).to.have.length.at.least(9);
    expect(prospectos.filter((p: { esRobot: boolean }) => p.esRobot)).to.have.length(1);
    const [tablero] = await leer('/prospectos/kanbans');
    const board = await leer(`/prospectos/kanbans/${tablero.id}?status=ABIERTA,EXITOSA,NO_EXITOSA`);
    const cards = board.columns.flatMap((c: { cards: { status: string; dias: number; id: number }[] }) => c.cards);
    expect(cards.map((c: { status: string }) => c.status).sort()).to.deep.equal(['abierta', 'abierta', 'abierta', 'abierta', 'abierta', 'exitosa', 'no_exitosa']);
    expect(cards.some((c: { dias: number }) => c.dias > 20)).to.equal(true);
    expect(board.columns.every((c: { totales: unknown[]; cards: unknown[] }) => c.cards.length === 0 || c.totales.length > 0)).to.equal(true);
    const conNotas = await Promise.all(cards.map(async (c: { id: number }) => (await leer(`/prospectos/kanbans/cards/${c.id}/notes`)).length));
    expect(conNotas.filter((n) => n > 0).length).to.be.at.least(3);

    const segunda = await sembrarDemoDePrueba(server);
    expect(segunda.demo.seeders.find((s) => s.plugin === 'prospeccion')?.agregados).to.deep.equal({});
    expect((await leer('/prospectos?size=-1', segunda.cuenta.auth)).items).to.have.length(prospectos.length);
  });
});
