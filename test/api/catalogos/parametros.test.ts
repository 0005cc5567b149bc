import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const IDS = [1, 2, 3, 4, 5, 6, 7, 8];
const valores = (vs: unknown[]) => vs.map((valor, i) => ({ parametroId: i + 1, tipoValor: 'entero', valor }));

describe('due-date parameters (parametros)', () => {
  let server: TestServer;
  let agente: Cuenta;
  const leer = async (cuenta: Cuenta = agente) => (await server.api('GET', '/parametros', undefined, cuenta.auth)).body.body;
  const guardar = (body: unknown, cuenta: Cuenta = agente) => server.api('POST', '/parametros', body, cuenta.auth);

  before(async () => {
    server = await startTestServer();
  });
  beforeEach(async () => {
    agente = await crearAgente(server);
  });
  after(() => server.close());

  it('gives the eight offsets, ids 1 to 8, 30 days each until the agent sets them', async () => {
    expect(await leer()).to.deep.equal(IDS.map((parametroId) => ({ parametroId, tipoValor: 'entero', valor: 30 })));
  });

  it('saves the eight offsets, negatives included, for this agent only', async () => {
    const res = await guardar(valores([15, 5, 30, '-10', 0, 9999, -999, '  7 ']));
    expect(res.body).to.deep.include({ ok: true, message: 'Guardado exitosamente' });
    const esperado = [15, 5, 30, -10, 0, 9999, -999, 7];
    expect((await leer()).map((p: { valor: number }) => p.valor)).to.deep.equal(esperado);
    expect(res.body.body.map((p: { valor: number }) => p.valor)).to.deep.equal(esperado);
    await guardar(valores([1, 2, 3, 4, 5, 6, 7, 8]).reverse());
    expect((await leer()).map((p: { valor: number }) => p.valor)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8]);
    const otro = await crearAgente(server);
    expect((await leer(otro)).every((p: { valor: number }) => p.valor === 30)).to.equal(true);
  });

  it('validates every offset with a message naming it', async () => {
    const ocho = valores([1, 2, 3, 4, 5, 6, 7, 8]);
    const cases: [unknown, string][] = [
      [{ parametroId: 1, valor: 3 }, 'Envía la lista de los ocho valores de vencimiento'],
      [ocho.slice(0, 7), 'El vencimiento de los recibos subsecuentes de Diversos es obligatorio'],
      [ocho.map((p) => (p.parametroId === 1 ? { ...p, valor: '' } : p)), 'El vencimiento del primer recibo de Auto es obligatorio'],
      [ocho.map((p) => (p.parametroId === 3 ? { ...p, valor: 1.5 } : p)), 'El vencimiento del primer recibo de Salud debe ser un número entero'],
      [ocho.map((p) => (p.parametroId === 4 ? { ...p, valor: 'diez' } : p)), 'El vencimiento de los recibos subsecuentes de Salud debe ser un número entero'],
      [ocho.map((p) => (p.parametroId === 5 ? { ...p, valor: 10000 } : p)), 'El vencimiento del primer recibo de Vida debe tener como máximo 4 caracteres'],
      [ocho.map((p) => (p.parametroId === 6 ? { ...p, valor: -1000 } : p)), 'El vencimiento de los recibos subsecuentes de Vida debe tener como máximo 4 caracteres'],
      [[...ocho, { parametroId: 9, valor: 1 }], 'El parámetro 9 no existe'],
      [[...ocho, { parametroId: 2, valor: 1 }], 'El parámetro 2 está repetido'],
      [ocho.map((p) => (p.parametroId === 7 ? { ...p, tipoValor: 'texto' } : p)), 'El tipo de valor del parámetro 7 debe ser entero'],
    ];
    for (const [body, message] of cases) {
      const res = await guardar(body);
      expect(res.status, message).to.equal(400);
      expect(res.body.message).to.equal(message);
    }
    expect((await leer()).every((p: { valor: number }) => p.valor === 30)).to.equal(true);
  });

  it('lets any user of the agent read them but only VENCIMIENTOS_W save them', async () => {
    await guardar(valores([10, 10, 10, 10, 10, 10, 10, 10]));
    const sub = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    expect((await leer(sub)).every((p: { valor: number }) => p.valor === 10)).to.equal(true);
    expect((await guardar(valores([1, 1, 1, 1, 1, 1, 1, 1]), sub)).status).to.equal(403);
    expect((await server.api('POST', '/parametros', valores([1, 1, 1, 1, 1, 1, 1, 1]))).status).to.equal(401);
    expect((await server.api('GET', '/parametros')).status).to.equal(401);
    const config = await crearUsuarioAdicional(server, agente, ['ROLE_CONFIG']);
    expect((await guardar(valores([2, 2, 2, 2, 2, 2, 2, 2]), config)).body.ok).to.equal(true);
    expect((await leer()).every((p: { valor: number }) => p.valor === 2)).to.equal(true);
  });
});
