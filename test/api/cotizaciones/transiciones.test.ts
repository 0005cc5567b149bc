import { expect } from 'chai';
import type { Cuenta } from '../../helpers/accounts.ts';
import type { TestServer } from '../../helpers/server.ts';
import { conCartera, crearCotizacion, datosCotizacion, leerCotizacion, type CarteraDeCotizaciones } from './datos.ts';

/** Issue 14: the status moves of docs/adr/033-cotizaciones.md, enforced by the API with Spanish messages. */
describe('cotizaciones: transiciones de estatus', () => {
  const suite = conCartera();
  let server: TestServer;
  let agente: Cuenta;
  let c: CarteraDeCotizaciones;
  before(() => ({ server, agente, c } = suite));

  const api = (method: string, path: string, body?: unknown) => server.api(method, path, body, agente.auth);

  it('starts every quotation in captura', async () => {
    const res = await api('POST', '/cotizaciones', await datosCotizacion(server, agente, c, { status: 'enviada' }));
    expect([res.status, res.body.message]).to.deep.equal([400, 'Una cotización nueva empieza en Captura']);
    expect(res.body.body.errors).to.deep.equal({ status: 'Una cotización nueva empieza en Captura' });
    const eliminada = await api('POST', '/cotizaciones', await datosCotizacion(server, agente, c, { status: 'eliminada' }));
    expect(eliminada.status).to.equal(400);
  });

  it('moves along the allowed steps, logs each, and refuses the rest naming where it may go', async () => {
    const datos = await datosCotizacion(server, agente, c);
    const id = await crearCotizacion(server, agente, datos);
    const mover = (status: string) => api('PUT', `/cotizaciones/${id}`, { ...datos, status });

    const saltada = await mover('ganada');
    expect([saltada.status, saltada.body.message]).to.deep.equal([400, 'Una cotización en Captura no puede pasar a Ganada; puede pasar a Enviada o Cancelada']);
    const borrado = await mover('eliminada');
    expect(borrado.body.message).to.equal('Una cotización en Captura no puede pasar a Eliminada; puede pasar a Enviada o Cancelada');
    for (const paso of ['cancelada', 'captura', 'enviada', 'revision', 'enviada', 'ganada']) {
      const r = await mover(paso);
      expect(r.status, `${paso}: ${r.body.message}`).to.equal(200);
    }
    expect((await leerCotizacion(server, agente, id)).status).to.equal('ganada');
    const cerrada = await mover('perdida');
    expect([cerrada.status, cerrada.body.message]).to.deep.equal([400, 'Una cotización ganada ya no cambia de estatus']);
    // A closed quotation is not sent any more.
    const envio = await api('POST', `/cotizaciones/${id}/send`, { correo: 'a@ejemplo.mx' });
    expect([envio.status, envio.body.message]).to.deep.equal([400, 'Una cotización ganada ya no se puede enviar']);
    // Keeping the status while editing the rest is always allowed.
    expect((await api('PUT', `/cotizaciones/${id}`, { ...datos, status: 'ganada', correo: 'nuevo@ejemplo.mx' })).status).to.equal(200);

    const log = await api('GET', `/crm?cotizacionId=${id}`);
    const textos: string[] = log.body.body.flatMap((r: { textos: { texto: string }[] }) => r.textos.map((t) => t.texto));
    expect(textos).to.include.members(['Estatus cambiado de Captura a Cancelada', 'Estatus cambiado de Cancelada a Captura', 'Estatus cambiado de Enviada a Ganada']);
  });
});
