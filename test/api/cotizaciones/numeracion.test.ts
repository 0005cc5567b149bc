import { expect } from 'chai';
import { crearAgente, type Cuenta } from '../../helpers/accounts.ts';
import { testDatabaseKind } from '../../helpers/db.ts';
import type { TestServer } from '../../helpers/server.ts';
import { conCartera, datosCotizacion, leerCotizacion, prepararCartera, type CarteraDeCotizaciones } from './datos.ts';

/** Issue 14: noCotizacion is numbered per agent, without gaps or duplicates, however many saves run at once. */
describe(`cotizaciones: numeración por agente (${testDatabaseKind()})`, () => {
  const suite = conCartera();
  let server: TestServer;
  let agente: Cuenta;
  let c: CarteraDeCotizaciones;
  before(() => ({ server, agente, c } = suite));

  async function numeros(cuenta: Cuenta, ids: number[]): Promise<number[]> {
    const leidas = await Promise.all(ids.map((id) => leerCotizacion(server, cuenta, id)));
    return leidas.map((q) => q.noCotizacion).sort((a, b) => a - b);
  }

  it('numbers 20 concurrent saves 1 to 20, and another agent’s from 1 too, with random uuids', async () => {
    const otro = await crearAgente(server);
    const suyas = await prepararCartera(server, otro);
    const datos = await datosCotizacion(server, agente, c);
    const datosOtro = await datosCotizacion(server, otro, suyas);
    // A save that fails among them (an unknown client) takes no number.
    const fallida = { ...datos, clienteId: 2147483647 };
    const envios = [
      ...Array.from({ length: 20 }, () => server.api('POST', '/cotizaciones', datos, agente.auth)),
      server.api('POST', '/cotizaciones', fallida, agente.auth),
      ...Array.from({ length: 5 }, () => server.api('POST', '/cotizaciones', datosOtro, otro.auth)),
    ];
    const respuestas = await Promise.all(envios);
    const ids = (desde: number, hasta: number) =>
      respuestas.slice(desde, hasta).map((r) => {
        expect(r.status, JSON.stringify(r.body)).to.equal(200);
        return r.body.body.id as number;
      });
    expect(respuestas[20].status).to.equal(404);
    const mias = ids(0, 20);
    expect(await numeros(agente, mias)).to.deep.equal(Array.from({ length: 20 }, (_, n) => n + 1));
    expect(await numeros(otro, ids(21, 26))).to.deep.equal([1, 2, 3, 4, 5]);
    const uuids = await Promise.all(mias.map(async (id) => (await leerCotizacion(server, agente, id)).uuid));
    expect(new Set(uuids).size).to.equal(20);
    for (const u of uuids) expect(u).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // The next one follows, and a deleted quotation keeps its number: no reuse.
    await server.api('DELETE', `/cotizaciones/${mias[0]}`, undefined, agente.auth);
    const siguiente = await server.api('POST', '/cotizaciones', datos, agente.auth);
    expect((await leerCotizacion(server, agente, siguiente.body.body.id)).noCotizacion).to.equal(21);
  });
});
