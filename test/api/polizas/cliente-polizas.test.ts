import { expect } from 'chai';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearClave, crearPoliza, crearPolizaQueVence, diaDesdeHoy, pagarRecibo, recibosDePoliza } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

/** Issue 18: GET /clientes/{id}/polizas, the policies and receipts panel of the client 360 (polizas' own data). */
describe('polizas: las pólizas y recibos de un cliente (issue 18)', () => {
  let server: TestServer;
  let agente: Cuenta;
  let otro: Cuenta;

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    otro = await crearAgente(server);
  });
  after(() => server.close());

  const api = (cuenta: Cuenta, path: string) => server.api('GET', path, undefined, cuenta.auth);

  it("answers the client's policies (status, validity, total) and its pending and overdue receipts, with what it owes per currency", async () => {
    const clienteId = await crearCliente(server, agente);
    const claveId = await crearClave(server, agente);
    const cartera = { clienteId, claveId };
    const vencida = await crearPolizaQueVence(server, agente, cartera, -10, { noPoliza: 'VEN-1' });
    const porVencer = await crearPolizaQueVence(server, agente, cartera, 20, { noPoliza: 'POR-1' });
    // Four monthly receipts of 3,045.00: the first paid, the other three pending in the future.
    const mensual = await crearPoliza(server, agente, cartera, { noPoliza: 'MEN-1', formaPago: 'mensual', fechaVigenciaDe: diaDesdeHoy(-5) });
    const [primero] = await recibosDePoliza(server, agente, mensual);
    await pagarRecibo(server, agente, primero.id);
    const borrada = await crearPolizaQueVence(server, agente, cartera, -3, { noPoliza: 'BOR-1' });
    expect((await server.api('DELETE', `/polizas/${borrada}`, undefined, agente.auth)).status).to.equal(200);
    // Another client's policy stays out.
    await crearPolizaQueVence(server, agente, { clienteId: await crearCliente(server, agente), claveId }, -2, { noPoliza: 'AJE-1' });

    const res = await api(agente, `/clientes/${clienteId}/polizas`);
    expect(res.status, res.body.message).to.equal(200);
    const { polizas, recibos, porCobrar } = res.body.body;
    expect(polizas.map((p: { noPoliza: string }) => p.noPoliza)).to.have.members(['VEN-1', 'POR-1', 'MEN-1']);
    const ven = polizas.find((p: { id: number }) => p.id === vencida);
    expect(ven).to.deep.equal({
      id: vencida,
      noPoliza: 'VEN-1',
      concepto: 'Auto particular',
      ramo: 1,
      aseguradora: ven.aseguradora,
      status: 'vigente',
      fechaVigenciaDe: diaDesdeHoy(-375),
      fechaVigenciaA: diaDesdeHoy(-10),
      total: 1160,
      moneda: 'MXN',
    });
    expect(ven.aseguradora).to.be.a('string').and.not.equal('');

    const mensuales = await recibosDePoliza(server, agente, mensual);
    const pendientes = mensuales.filter((r) => r.status !== 'pagado');
    expect(recibos.map((r: { polizaId: number; status: string }) => [r.polizaId, r.status])).to.deep.equal([
      [vencida, 'vencido'],
      ...pendientes.filter((r) => r.fecVence < diaDesdeHoy(20)).map(() => [mensual, 'pendiente']),
      [porVencer, 'pendiente'],
      ...pendientes.filter((r) => r.fecVence >= diaDesdeHoy(20)).map(() => [mensual, 'pendiente']),
    ]);
    expect(recibos[0]).to.deep.include({ noPoliza: 'VEN-1', serie: 1, totalSerie: 1, fecVence: diaDesdeHoy(-10), total: 1160, moneda: 'MXN', status: 'vencido' });
    expect(
      recibos.some((r: { id: number }) => r.id === primero.id),
      'paid receipts are not listed',
    ).to.equal(false);
    const totalMensual = recibos.filter((r: { polizaId: number }) => r.polizaId === mensual).reduce((s: number, r: { total: number }) => s + Math.round(r.total * 100), 0);
    expect(porCobrar).to.deep.equal([{ moneda: 'MXN', pendiente: (116000 + 116000 + totalMensual) / 100, vencido: 1160 }]);
  });

  it('answers empty lists for a client without policies, and its deleted clients too', async () => {
    const clienteId = await crearCliente(server, agente);
    expect((await api(agente, `/clientes/${clienteId}/polizas`)).body.body).to.deep.equal({ polizas: [], recibos: [], porCobrar: [] });
    expect((await server.api('DELETE', `/clientes/${clienteId}`, undefined, agente.auth)).status).to.equal(200);
    expect((await api(agente, `/clientes/${clienteId}/polizas`)).status).to.equal(200);
  });

  it("answers 404 for another agent's client, an unknown one and ids that name none", async () => {
    const ajeno = await crearCliente(server, otro);
    await crearPolizaQueVence(server, otro, { clienteId: ajeno, claveId: await crearClave(server, otro) }, -1);
    for (const id of [String(ajeno), '999999999', '0', 'abc', '99999999999']) {
      const res = await api(agente, `/clientes/${id}/polizas`);
      expect(res.status, id).to.equal(404);
      expect(res.body.message).to.equal('El cliente no existe');
    }
    expect((await api(otro, `/clientes/${ajeno}/polizas`)).body.body.polizas).to.have.length(1);
  });

  it('needs the policies read permission (POLIZAS_R); 401 without a session', async () => {
    const clienteId = await crearCliente(server, agente);
    const soloClientes = await crearUsuarioAdicional(server, agente, ['ROLE_CLIENTES_R']);
    const lectorPolizas = await crearUsuarioAdicional(server, agente, ['ROLE_POLIZAS_R']);
    expect((await api(soloClientes, `/clientes/${clienteId}/polizas`)).status).to.equal(403);
    expect((await api(lectorPolizas, `/clientes/${clienteId}/polizas`)).status).to.equal(200);
    expect((await server.api('GET', `/clientes/${clienteId}/polizas`)).status).to.equal(401);
  });
});
