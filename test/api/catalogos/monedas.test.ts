import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const USD = 2;
const EUR = 3;
const UDI = 4;

describe('currencies (monedas)', () => {
  let server: TestServer;
  let agente: Cuenta;
  const get = (path: string, cuenta: Cuenta = agente) => server.api('GET', path, undefined, cuenta.auth);
  const crear = (body: unknown, cuenta: Cuenta = agente) => server.api('POST', '/monedas', body, cuenta.auth);

  before(async () => {
    server = await startTestServer();
  });
  beforeEach(async () => {
    agente = await crearAgente(server);
  });
  after(() => server.close());

  it('gives a new agent the peso at 1.00, once', async () => {
    const res = await get('/monedas');
    expect(res.status).to.equal(200);
    expect(res.body.body).to.have.length(1);
    expect(res.body.body[0]).to.deep.include({
      agenteId: agente.login.agenteId,
      monedaId: 1,
      abreviacion: 'MXN',
      moneda: 'Peso mexicano',
      tipoCambio: '1.00',
      formato: '###,##0.00',
    });
    expect(res.body.body[0].id).to.be.a('number');
    expect((await get('/monedas')).body.body).to.deep.equal(res.body.body);
  });

  it('serves the catalogue with MXN, USD, EUR and UDI', async () => {
    const res = await get('/monedas/all');
    expect(res.body.body).to.deep.equal([
      { id: 1, abreviacion: 'MXN', moneda: 'Peso mexicano' },
      { id: USD, abreviacion: 'USD', moneda: 'Dólar estadounidense' },
      { id: EUR, abreviacion: 'EUR', moneda: 'Euro' },
      { id: UDI, abreviacion: 'UDI', moneda: 'Unidad de inversión' },
    ]);
  });

  it('adds, reads, edits (PUT with the id in the body or the path) and deletes a currency', async () => {
    const res = await crear({ moneda: USD, tipoCambio: '1,234.5', formato: '###,##0.00' });
    expect(res.body).to.deep.include({ ok: true, message: 'Guardado exitosamente' });
    const id = res.body.body.id;
    expect((await get(`/monedas/${id}`)).body.body).to.deep.include({
      id,
      monedaId: USD,
      abreviacion: 'USD',
      moneda: 'Dólar estadounidense',
      tipoCambio: '1234.50',
      formato: '###,##0.00',
    });
    expect((await get('/monedas')).body.body.map((m: { abreviacion: string }) => m.abreviacion)).to.deep.equal(['MXN', 'USD']);

    const put = await server.api('PUT', '/monedas', { id, moneda: USD, tipoCambio: 17.25, formato: '###.##0,00' }, agente.auth);
    expect(put.body).to.deep.include({ ok: true, message: 'Guardado exitosamente', body: { id } });
    expect((await get(`/monedas/${id}`)).body.body).to.include({ tipoCambio: '17.25', formato: '###.##0,00' });
    await server.api('PUT', `/monedas/${id}`, { tipoCambio: '18', formato: '###,##0.00' }, agente.auth);
    expect((await get(`/monedas/${id}`)).body.body).to.include({ tipoCambio: '18.00', formato: '###,##0.00' });

    const del = await server.api('DELETE', `/monedas/${id}`, undefined, agente.auth);
    expect(del.body).to.deep.include({ ok: true, message: 'Moneda eliminada exitosamente' });
    expect((await get(`/monedas/${id}`)).status).to.equal(404);
  });

  it('defaults the exchange rate to 0.00 and accepts the catalogue entry as the currency', async () => {
    const id = (await crear({ moneda: { id: UDI, abreviacion: 'UDI', moneda: 'Unidad de inversión' }, formato: '###,##0.00' })).body.body.id;
    expect((await get(`/monedas/${id}`)).body.body).to.include({ abreviacion: 'UDI', tipoCambio: '0.00' });
  });

  it('validates the currency form with messages naming the field', async () => {
    const base = { moneda: EUR, tipoCambio: '20.10', formato: '###,##0.00' };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, moneda: undefined }, 'La moneda es obligatoria'],
      [{ ...base, moneda: 'euros' }, 'La moneda no es válida'],
      [{ ...base, moneda: 99 }, 'La moneda elegida no está en el catálogo'],
      [{ ...base, tipoCambio: '-1.00' }, 'El tipo de cambio no puede ser negativo'],
      [{ ...base, tipoCambio: -3 }, 'El tipo de cambio no puede ser negativo'],
      [{ ...base, tipoCambio: '20.105' }, 'El tipo de cambio debe ser un número con hasta 2 decimales'],
      [{ ...base, tipoCambio: 'veinte' }, 'El tipo de cambio debe ser un número con hasta 2 decimales'],
      [{ ...base, tipoCambio: '12,34.00' }, 'El tipo de cambio debe ser un número con hasta 2 decimales'],
      [{ ...base, tipoCambio: '12345678901' }, 'El tipo de cambio debe tener como máximo 10 dígitos enteros'],
      [{ ...base, formato: '' }, 'El formato es obligatorio'],
      [{ ...base, formato: '#,##0' }, 'El formato debe ser uno de: ###,##0.00, ###.##0,00'],
    ];
    for (const [body, message] of cases) {
      const res = await crear(body);
      expect(res.status, message).to.equal(400);
      expect(res.body.message).to.equal(message);
    }
    expect((await server.api('PUT', '/monedas', base, agente.auth)).body.message).to.equal('El id de la moneda es obligatorio');
  });

  it('refuses a currency twice and a change of currency on edit', async () => {
    const id = (await crear({ moneda: EUR, tipoCambio: '21.00', formato: '###,##0.00' })).body.body.id;
    expect((await crear({ moneda: EUR, tipoCambio: '22.00', formato: '###,##0.00' })).body.message).to.equal('La moneda EUR ya está configurada');
    const cambio = await server.api('PUT', '/monedas', { id, moneda: USD, tipoCambio: '21.00', formato: '###,##0.00' }, agente.auth);
    expect(cambio.body.message).to.equal('La moneda no se puede cambiar; elimínala y agrega la otra');
  });

  it('keeps the peso: no deletion, exchange rate 1.00, format editable', async () => {
    const [peso] = (await get('/monedas')).body.body;
    const del = await server.api('DELETE', `/monedas/${peso.id}`, undefined, agente.auth);
    expect(del.status).to.equal(400);
    expect(del.body.message).to.equal('El peso mexicano es la moneda base de tu cuenta y no se puede eliminar');
    expect((await server.api('PUT', `/monedas/${peso.id}`, { tipoCambio: '2.00', formato: '###,##0.00' }, agente.auth)).body.message).to.equal(
      'El tipo de cambio del peso mexicano siempre es 1.00',
    );
    expect((await server.api('PUT', `/monedas/${peso.id}`, { tipoCambio: '1', formato: '###.##0,00' }, agente.auth)).body.ok).to.equal(true);
    expect((await get('/monedas')).body.body[0]).to.include({ abreviacion: 'MXN', tipoCambio: '1.00', formato: '###.##0,00' });
  });

  it("answers 404 to another agent's currency and to malformed ids", async () => {
    const id = (await crear({ moneda: USD, tipoCambio: '17.00', formato: '###,##0.00' })).body.body.id;
    const otro = await crearAgente(server);
    expect((await get(`/monedas/${id}`, otro)).status).to.equal(404);
    expect((await server.api('PUT', '/monedas', { id, tipoCambio: '1.00', formato: '###,##0.00' }, otro.auth)).status).to.equal(404);
    expect((await server.api('PUT', `/monedas/${id}`, { tipoCambio: '1.00', formato: '###,##0.00' }, otro.auth)).status).to.equal(404);
    expect((await server.api('DELETE', `/monedas/${id}`, undefined, otro.auth)).status).to.equal(404);
    expect((await get('/monedas', otro)).body.body.map((m: { abreviacion: string }) => m.abreviacion)).to.deep.equal(['MXN']);
    expect((await get(`/monedas/${id}`)).body.body.tipoCambio).to.equal('17.00');
    for (const bad of ['x', '0', '1e3']) expect((await get(`/monedas/${bad}`)).status, bad).to.equal(404);
  });

  it('lets any user of the agent read currencies but only MONEDA_W change them', async () => {
    const id = (await crear({ moneda: USD, tipoCambio: '17.00', formato: '###,##0.00' })).body.body.id;
    const sub = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await get('/monedas', sub)).body.body.map((m: { abreviacion: string }) => m.abreviacion)).to.deep.equal(['MXN', 'USD']);
    expect((await get('/monedas/all', sub)).status).to.equal(200);
    expect((await get(`/monedas/${id}`, sub)).status).to.equal(200);
    const writes: [string, string, unknown?][] = [
      ['POST', '/monedas', { moneda: EUR, formato: '###,##0.00' }],
      ['PUT', '/monedas', { id, tipoCambio: '1.00', formato: '###,##0.00' }],
      ['PUT', `/monedas/${id}`, { tipoCambio: '1.00', formato: '###,##0.00' }],
      ['DELETE', `/monedas/${id}`],
    ];
    for (const [method, path, body] of writes) {
      expect((await server.api(method, path, body, sub.auth)).status, `${method} ${path}`).to.equal(403);
      expect((await server.api(method, path, body)).status, `${method} ${path}`).to.equal(401);
    }
    for (const path of ['/monedas', '/monedas/all', `/monedas/${id}`]) expect((await server.api('GET', path)).status, path).to.equal(401);
    const config = await crearUsuarioAdicional(server, agente, ['ROLE_CONFIG']);
    expect((await crear({ moneda: EUR, tipoCambio: '20.00', formato: '###,##0.00' }, config)).body.ok).to.equal(true);
  });
});
