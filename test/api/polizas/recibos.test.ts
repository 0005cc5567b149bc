import { expect } from 'chai';
import { MENSAJES_POLIZAS } from '../../../plugins/polizas/shared/polizas.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { crearCliente, crearPoliza, prepararCartera, type Cartera } from '../../helpers/polizas.ts';
import { startTestServer, type TestServer } from '../../helpers/server.ts';

const hoy = () => new Date(Date.now() - 6 * 3600_000).toISOString().slice(0, 10);
const enDias = (dias: number) => new Date(Date.now() - 6 * 3600_000 + dias * 86_400_000).toISOString().slice(0, 10);

describe('recibos API', function () {
  this.timeout(120_000);
  let server: TestServer;
  let agente: Cuenta;
  let cartera: Cartera;
  let razonRecibo: number;
  const api = (cuenta: Cuenta | null, method: string, path: string, body?: unknown) => server.api(method, path, body, cuenta?.auth ?? {});
  const recibosDe = async (polizaId: number) => (await api(agente, 'GET', `/polizas/${polizaId}`)).body.body.recibos;
  const pago = { fechaPago: '2026-03-01', folioPago: 'TRX-001', tipoCambio: 1, observacion: 'Transferencia' };

  before(async () => {
    server = await startTestServer();
    agente = await crearAgente(server);
    cartera = await prepararCartera(server, agente);
    razonRecibo = (await api(agente, 'GET', '/razones?modelo=0&tipo=3')).body.body[0].id;
  });
  after(() => server?.close());

  it('pays a receipt, answers it with its policy embedded, and reverts the payment', async () => {
    const polizaId = await crearPoliza(server, agente, cartera, { formaPago: 'trimestral' });
    const [primero] = await recibosDe(polizaId);
    const pagar = await api(agente, 'PUT', `/recibos/${primero.id}/pagar`, pago);
    expect(pagar.status, JSON.stringify(pagar.body)).to.equal(200);
    expect(pagar.body.message).to.equal(MENSAJES_POLIZAS.reciboPagado);
    expect(pagar.body.body).to.include({ id: primero.id, status: 'pagado', fecPago: '2026-03-01', folioPago: 'TRX-001', tipoCambio: 1, observacion: 'Transferencia' });
    expect(pagar.body.body.poliza).to.include({ id: polizaId, status: 'vigente' });
    expect(pagar.body.body.poliza.cliente.correos).to.have.length(1);
    expect(pagar.body.body.poliza.agenteClave.aseguradora.abreviacion).to.be.a('string');
    expect(pagar.body.body.moneda.abreviacion).to.equal('MXN');
    expect((await api(agente, 'PUT', `/recibos/${primero.id}/pagar`, pago)).body.message).to.equal(MENSAJES_POLIZAS.reciboNoPagable);
    const revertir = await api(agente, 'PUT', `/recibos/${primero.id}/cancelarPago`);
    expect(revertir.status).to.equal(200);
    expect(revertir.body.body).to.include({ status: 'vencido', fecPago: null, folioPago: null });
    expect((await api(agente, 'PUT', `/recibos/${primero.id}/cancelarPago`)).body.message).to.equal(MENSAJES_POLIZAS.reciboNoPagado);
  });

  it('answers the pay form’s validation messages, with a peso exchange rate of 1', async () => {
    const polizaId = await crearPoliza(server, agente, cartera);
    const [recibo] = await recibosDe(polizaId);
    const casos: [Record<string, unknown>, string][] = [
      [{ ...pago, folioPago: '' }, 'El folio de pago es obligatorio'],
      [{ ...pago, folioPago: 'x'.repeat(51) }, 'El folio de pago debe tener como máximo 50 caracteres'],
      [{ ...pago, folioPago: 'a<b>' }, 'El folio de pago solo admite letras, números y - _ . / #'],
      [{ ...pago, fechaPago: null }, 'La fecha de pago es obligatoria'],
      [{ ...pago, tipoCambio: null }, 'El tipo de cambio es obligatorio'],
      [{ ...pago, tipoCambio: -1 }, 'El tipo de cambio debe ser mayor o igual a 0'],
      [{ ...pago, tipoCambio: 1.234 }, 'El tipo de cambio admite como máximo 2 decimales'],
      [{ ...pago, tipoCambio: 17.5 }, MENSAJES_POLIZAS.tipoCambioPesos],
    ];
    for (const [body, mensaje] of casos) {
      const res = await api(agente, 'PUT', `/recibos/${recibo.id}/pagar`, body);
      expect(res.status, mensaje).to.equal(400);
      expect(res.body.message).to.equal(mensaje);
    }
  });

  it('cancels and reactivates a receipt with a receipt reason, and refuses one of another policy', async () => {
    const polizaId = await crearPoliza(server, agente, cartera, { formaPago: 'semestral' });
    const [, segundo] = await recibosDe(polizaId);
    const motivo = { polizaId, razonId: razonRecibo, texto: 'Cambio de forma de pago' };
    expect((await api(agente, 'PUT', `/recibos/${segundo.id}/cancelar`, { ...motivo, polizaId: polizaId + 1000 })).body.message).to.equal(MENSAJES_POLIZAS.reciboAjeno);
    const razonPoliza = (await api(agente, 'GET', '/razones?modelo=0&tipo=0')).body.body[0].id;
    expect((await api(agente, 'PUT', `/recibos/${segundo.id}/cancelar`, { ...motivo, razonId: razonPoliza })).body.message).to.equal(MENSAJES_POLIZAS.razonNoExiste);
    const cancelar = await api(agente, 'PUT', `/recibos/${segundo.id}/cancelar`, motivo);
    expect(cancelar.status).to.equal(200);
    expect(cancelar.body.body.status).to.equal('cancelado');
    expect((await api(agente, 'PUT', `/recibos/${segundo.id}/pagar`, pago)).body.message).to.equal(MENSAJES_POLIZAS.reciboNoPagable);
    const reactivar = await api(agente, 'PUT', `/recibos/${segundo.id}/reactivar`, motivo);
    expect(reactivar.status).to.equal(200);
    expect(reactivar.body.body.status).to.be.oneOf(['pendiente', 'vencido']);
    expect((await api(agente, 'PUT', `/recibos/${segundo.id}/reactivar`, motivo)).body.message).to.equal(MENSAJES_POLIZAS.reciboNoReactivable);
  });

  it('lets no receipt of a closed policy be paid or reactivated until the policy is reactivated', async () => {
    const polizaId = await crearPoliza(server, agente, cartera, { formaPago: 'semestral' });
    const [primero] = await recibosDe(polizaId);
    const razonPoliza = (await api(agente, 'GET', '/razones?modelo=0&tipo=0')).body.body[0].id;
    await api(agente, 'PUT', `/polizas/${polizaId}/cancelar`, { razonId: razonPoliza, texto: 'Fin' });
    expect((await api(agente, 'PUT', `/recibos/${primero.id}/reactivar`, { razonId: razonRecibo, texto: 'x' })).body.message).to.equal(MENSAJES_POLIZAS.polizaNoActiva);
  });

  it('reads pending receipts past their due date as vencido, and filters by status, window and search', async () => {
    const clienteId = await crearCliente(server, agente, { nombres: 'Eusebia', apPat: 'Tapia', apMat: 'Orozco' });
    const de = enDias(-40);
    const polizaId = await crearPoliza(server, agente, { ...cartera, clienteId }, { formaPago: 'mensual', fechaVigenciaDe: de, noPoliza: 'VENCE-1' });
    const recibos = await recibosDe(polizaId);
    const vencidos = recibos.filter((r: { fecVence: string }) => r.fecVence < hoy());
    expect(vencidos.length).to.be.greaterThan(0);
    expect(vencidos.every((r: { status: string }) => r.status === 'vencido')).to.equal(true);

    const base = `/recibos?polizaId=${polizaId}`;
    const pendientes = await api(agente, 'GET', `${base}&status=PENDIENTE&size=100`);
    expect(pendientes.status).to.equal(200);
    expect(pendientes.body.body.totalItems).to.equal(12);
    const soloVencidos = await api(agente, 'GET', `${base}&status=VENCIDO`);
    expect(soloVencidos.body.body.totalItems).to.equal(vencidos.length);
    const ventana = await api(agente, 'GET', `${base}&fecVence[bw]=${enDias(0)},${enDias(3)}&status=pendiente`);
    for (const r of ventana.body.body.items) expect(r.fecVence >= enDias(0) && r.fecVence <= enDias(3)).to.equal(true);
    const porCliente = await api(agente, 'GET', '/recibos?cliente_nombre[cn]=eusebia tapia&order=fecVence desc&size=10');
    expect(porCliente.body.body.totalItems).to.equal(12);
    expect(porCliente.body.body.items[0].poliza).to.deep.include({
      noPoliza: 'VENCE-1',
      cliente: { id: clienteId, nombres: 'Eusebia', apPat: 'Tapia', apMat: 'Orozco', correos: porCliente.body.body.items[0].poliza.cliente.correos },
    });
    expect((await api(agente, 'GET', '/recibos?poliza_noPoliza[cn]=vence-1&size=1')).body.body.totalItems).to.equal(12);
    expect((await api(agente, 'GET', '/recibos?status=perdido')).status).to.equal(400);
  });

  it('lets collections pay but not cancel, and shows nothing of another agent', async () => {
    const polizaId = await crearPoliza(server, agente, cartera, { formaPago: 'semestral' });
    const [primero, segundo] = await recibosDe(polizaId);
    const cobrador = await crearUsuarioAdicional(server, agente, ['ROLE_COBRANZA']);
    expect((await api(cobrador, 'GET', `/recibos/${primero.id}`)).status).to.equal(200);
    expect((await api(cobrador, 'PUT', `/recibos/${primero.id}/pagar`, pago)).status).to.equal(200);
    expect((await api(cobrador, 'PUT', `/recibos/${primero.id}/cancelarPago`)).status).to.equal(403);
    expect((await api(cobrador, 'PUT', `/recibos/${segundo.id}/cancelar`, { razonId: razonRecibo, texto: 'x' })).status).to.equal(403);
    expect((await api(null, 'GET', '/recibos')).status).to.equal(401);

    const otro = await crearAgente(server);
    expect((await api(otro, 'GET', `/recibos/${segundo.id}`)).status).to.equal(404);
    expect((await api(otro, 'PUT', `/recibos/${segundo.id}/pagar`, pago)).status).to.equal(404);
    expect((await api(otro, 'PUT', `/recibos/${segundo.id}/cancelar`, { razonId: razonRecibo, texto: 'x' })).status).to.equal(404);
    expect((await api(otro, 'PUT', `/recibos/${segundo.id}/cancelarPago`)).status).to.equal(404);
    expect((await api(otro, 'GET', '/recibos')).body.body.totalItems).to.equal(0);
    expect((await api(otro, 'POST', '/crm', { reciboId: segundo.id, textos: [{ tipo: 'nota general', texto: 'x' }] })).status).to.equal(404);
  });

  it('hides the receipts of a deleted policy', async () => {
    const polizaId = await crearPoliza(server, agente, cartera);
    const [recibo] = await recibosDe(polizaId);
    await api(agente, 'DELETE', `/polizas/${polizaId}`);
    expect((await api(agente, 'GET', `/recibos/${recibo.id}`)).status).to.equal(404);
    expect((await api(agente, 'PUT', `/recibos/${recibo.id}/pagar`, pago)).status).to.equal(404);
    expect((await api(agente, 'GET', `/recibos?polizaId=${polizaId}`)).body.body.totalItems).to.equal(0);
  });
});
