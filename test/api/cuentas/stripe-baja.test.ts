import { expect } from 'chai';
import { MENSAJES_BAJA } from '../../../core/shared/auth/baja.ts';
import { MENSAJES_PAGOS } from '../../../plugins/cuentas/shared/pagos.ts';
import { crearAgente } from '../../helpers/accounts.ts';
import type { TestServer } from '../../helpers/server.ts';
import { agentePagado, escenarioStripe, type EscenarioStripe, type PlanLigado, type StripeSimulado } from './stripe-simulado.ts';

/** Cancelling the account stops the card subscription from renewing (docs/adr/040-baja-de-cuenta.md). */
describe('Stripe: la baja de la cuenta y la suscripción con tarjeta', () => {
  let simulado: StripeSimulado, server: TestServer, mensual: PlanLigado, escenario: EscenarioStripe;
  before(async () => ({ simulado, server, mensual } = escenario = await escenarioStripe()));
  after(() => escenario.cerrar());
  afterEach(() => (simulado.caido = false));

  it('ends the subscription with the period paid when the account is cancelled, and lets it renew when the cancellation is undone', async () => {
    const { cuenta, sub } = await agentePagado(server, simulado, mensual.priceId);
    const baja = await server.api('POST', '/cuenta/baja', { password: cuenta.password }, cuenta.auth);
    expect(baja.status, JSON.stringify(baja.body)).to.equal(200);
    expect(simulado.suscripcion(sub.id).cancel_at_period_end).to.equal(true);
    const deshecha = await server.api('DELETE', '/cuenta/baja', undefined, cuenta.auth);
    expect(deshecha.body).to.include({ ok: true, message: MENSAJES_BAJA.deshecha });
    expect(simulado.suscripcion(sub.id).cancel_at_period_end).to.equal(false);
    expect(simulado.actualizaciones.filter((a) => a.id === sub.id).map((a) => a.campos)).to.deep.equal([{ cancel_at_period_end: 'true' }, { cancel_at_period_end: 'false' }]);
  });

  it('records nothing while Stripe is out of reach, and says so in Spanish', async () => {
    const { cuenta, sub } = await agentePagado(server, simulado, mensual.priceId);
    simulado.caido = true;
    const baja = await server.api('POST', '/cuenta/baja', { password: cuenta.password }, cuenta.auth);
    expect(baja.status).to.equal(503);
    expect(baja.body.message).to.equal(MENSAJES_PAGOS.proveedorNoDisponible);
    expect((await server.api('GET', '/cuenta/baja', undefined, cuenta.auth)).body.body).to.equal(null);
    simulado.caido = false;
    expect((await server.api('POST', '/cuenta/baja', { password: cuenta.password }, cuenta.auth)).status).to.equal(200);
    simulado.caido = true;
    expect((await server.api('DELETE', '/cuenta/baja', undefined, cuenta.auth)).status).to.equal(503);
    expect((await server.api('GET', '/cuenta/baja', undefined, cuenta.auth)).body.body).to.not.equal(null);
    expect(simulado.suscripcion(sub.id).cancel_at_period_end).to.equal(true);
  });

  it('calls Stripe for nobody else: an agent on the trial cancels without it, and a paying agent is untouched', async () => {
    const pagado = await agentePagado(server, simulado, mensual.priceId);
    const antes = simulado.actualizaciones.length;
    const prueba = await crearAgente(server);
    expect((await server.api('POST', '/cuenta/baja', { password: prueba.password }, prueba.auth)).status).to.equal(200);
    expect(simulado.actualizaciones.length).to.equal(antes);
    expect(simulado.suscripcion(pagado.sub.id).cancel_at_period_end).to.equal(false);
  });
});
