import { expect } from 'chai';
import { Command } from 'commander';
import { planesStripeCommand } from '../../../plugins/cuentas/server/stripe/planes-stripe.command.ts';
import { MENSAJES_PAGOS } from '../../../plugins/cuentas/shared/pagos.ts';
import { crearAgente, crearUsuarioAdicional, type Cuenta } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import { startTestServer, testLogger, type TestServer } from '../../helpers/server.ts';
import { ligarPlanes, STRIPE_KEYS, StripeSimulado, type PlanLigado } from './stripe-simulado.ts';

/** Card checkout against a local Stripe stand-in, through the official SDK (issue 17, docs/adr/030-stripe.md). */
describe('Stripe: planes, checkout y portal', () => {
  let simulado: StripeSimulado, server: TestServer, cuenta: Cuenta;
  let mensual: PlanLigado, anual: PlanLigado, restaurar: () => Promise<void>;
  before(async () => {
    simulado = await new StripeSimulado().iniciar();
    ({ mensual, anual, restaurar } = await ligarPlanes(simulado, await getTestDatabase()));
    server = await startTestServer({ env: { ...STRIPE_KEYS, STRIPE_API_BASE: simulado.url, PUBLIC_URL: 'http://cartera.test' } });
    cuenta = await crearAgente(server);
  });
  after(async () => {
    await server.close();
    await simulado.cerrar();
    await restaurar();
  });

  describe('planes:stripe', () => {
    async function ejecutar(...args: string[]): Promise<void> {
      const db = await getTestDatabase();
      const program = new Command('cartera').exitOverride();
      const config = { ...server.config, stripeApiBase: simulado.url };
      planesStripeCommand(program, async () => ({ config, log: testLogger(config), db, services: server.app.services, demoSeeders: [], close: async () => {} }));
      const log = console.log;
      console.log = () => {};
      try {
        await program.parseAsync(['node', 'cartera', 'planes:stripe', ...args]);
      } finally {
        console.log = log;
      }
    }
    const stripeIdDe = async (id: number) => (await getTestDatabase()).withOwner(async (k) => (await k('planes').where({ id }).first('stripe_id')).stripe_id);

    it('links a plan to a price checked in Stripe, and unlinks it with plan=', async () => {
      simulado.precios.set('price_cli_mensual', 'month');
      await ejecutar(`${mensual.id}=price_cli_mensual`);
      expect(await stripeIdDe(mensual.id)).to.equal('price_cli_mensual');
      await ejecutar(`${mensual.id}=`);
      expect(await stripeIdDe(mensual.id)).to.equal(null);
      await ejecutar(`${mensual.id}=${mensual.priceId}`);
      expect(await stripeIdDe(mensual.id)).to.equal(mensual.priceId);
    });

    it('refuses a price of another interval, one Stripe does not know, the trial and a malformed argument, changing nothing', async () => {
      const prueba = await (await getTestDatabase()).withOwner(async (k) => (await k('planes').where({ periodicidad: 'PRUEBA' }).first('id')).id);
      const fallas: [string[], RegExp][] = [
        [[`${mensual.id}=${anual.priceId}`], /no se cobra cada mes/],
        [[`${mensual.id}=price_no_existe`], /No se pudo leer el precio price_no_existe/],
        [[`${prueba}=${mensual.priceId}`], /prueba gratuita/],
        [['profesional'], /no es válido/],
        [[`${mensual.id}=${mensual.priceId}`, `${anual.id}=${mensual.priceId}`], /dos planes/],
      ];
      for (const [args, mensaje] of fallas) {
        const error = await ejecutar(...args).then(
          () => null,
          (e: Error) => e,
        );
        expect(error?.message, args.join(' ')).to.match(mensaje);
      }
      expect(await stripeIdDe(mensual.id)).to.equal(mensual.priceId);
      expect(await stripeIdDe(anual.id)).to.equal(anual.priceId);
    });
  });

  it('offers online payment only for linked plans, and says so without revealing any key', async () => {
    const res = await server.api('GET', '/planes?periodicidad=MENSUAL');
    const porId = new Map(res.body.body.map((p: { id: number; pagoEnLinea: boolean }) => [p.id, p.pagoEnLinea]));
    expect(porId.get(mensual.id)).to.equal(true);
    expect([...porId.values()].filter(Boolean)).to.have.length(1);
    expect(JSON.stringify(res.body)).to.not.include('sk_test').and.not.include('whsec');
  });

  it('creates a Checkout Session for the plan’s price and answers its address', async () => {
    const res = await server.api('POST', '/payments/stripe/create-checkout', { priceId: mensual.priceId }, cuenta.auth);
    expect(res.status, res.body.message).to.equal(200);
    expect(res.body.body.redirectURL).to.match(new RegExp(`^${simulado.url}/pay/cs_test_`));
    const sesion = [...simulado.sesiones.values()].at(-1);
    expect(sesion?.enviado).to.include({
      mode: 'subscription',
      'line_items[0][price]': mensual.priceId,
      'line_items[0][quantity]': '1',
      client_reference_id: String(cuenta.login.agenteId),
      customer_email: cuenta.correo,
      success_url: 'http://cartera.test/payments/stripe/completed?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://cartera.test/planes',
      'subscription_data[metadata][agenteId]': String(cuenta.login.agenteId),
      'subscription_data[metadata][planId]': String(mensual.id),
    });
  });

  it('refuses a price no plan sells, a malformed one, and a user without billing', async () => {
    expect((await server.api('POST', '/payments/stripe/create-checkout', { priceId: 'price_otro' }, cuenta.auth)).body).to.deep.include({
      ok: false,
      message: MENSAJES_PAGOS.planNoEnVenta,
    });
    expect((await server.api('POST', '/payments/stripe/create-checkout', { priceId: 12 }, cuenta.auth)).status).to.equal(400);
    expect((await server.api('POST', '/payments/stripe/create-checkout', {}, cuenta.auth)).status).to.equal(400);
    const sinFacturacion = await crearUsuarioAdicional(server, cuenta, ['ROLE_CLIENTES_R']);
    expect((await server.api('POST', '/payments/stripe/create-checkout', { priceId: mensual.priceId }, sinFacturacion.auth)).status).to.equal(403);
  });

  it('reports an unpaid session as no_complete, a paid one as complete with the plan applied, and hides other agents’ sessions', async () => {
    const agente = await crearAgente(server);
    const { body } = await server.api('POST', '/payments/stripe/create-checkout', { priceId: anual.priceId }, agente.auth);
    const sessionId = String(body.body.redirectURL).split('/').at(-1) ?? '';
    const estado = () => server.api('GET', `/payments/stripe/checkout?sessionId=${sessionId}`, undefined, agente.auth);
    expect((await estado()).body.body).to.deep.equal({ status: 'no_complete' });
    simulado.completar(sessionId);
    expect((await estado()).body.body).to.deep.equal({ status: 'complete' });
    const activa = (await server.api('GET', '/suscripciones/activa', undefined, agente.auth)).body.body;
    expect(activa).to.deep.include({ vigente: true, facturacionEnLinea: true });
    expect(activa.plan).to.include({ id: anual.id, periodicidad: 'ANUAL' });
    // Another agent cannot read it, nor a made-up one; a second checkout would charge twice.
    expect((await server.api('GET', `/payments/stripe/checkout?sessionId=${sessionId}`, undefined, cuenta.auth)).status).to.equal(404);
    expect((await server.api('GET', '/payments/stripe/checkout?sessionId=cs_no_existe', undefined, agente.auth)).status).to.equal(502);
    expect((await server.api('GET', '/payments/stripe/checkout', undefined, agente.auth)).status).to.equal(400);
    expect((await server.api('POST', '/payments/stripe/create-checkout', { priceId: mensual.priceId }, agente.auth)).body.message).to.equal(MENSAJES_PAGOS.yaSuscrito);
    // The customer portal of 'Mi plan'.
    const portal = await server.api('POST', '/payments/stripe/portal', undefined, agente.auth);
    expect(portal.body.body.url).to.equal(`${simulado.url}/portal/${simulado.sesiones.get(sessionId)?.customer}`);
  });

  it('gives no portal to an agent that never paid online', async () => {
    const res = await server.api('POST', '/payments/stripe/portal', undefined, cuenta.auth);
    expect(res.body).to.deep.include({ ok: false, message: MENSAJES_PAGOS.sinClienteStripe });
    expect((await server.api('GET', '/suscripciones/activa', undefined, cuenta.auth)).body.body.facturacionEnLinea).to.equal(false);
  });

  it('answers 503 in Spanish when Stripe does not respond', async () => {
    simulado.caido = true;
    try {
      const res = await server.api('POST', '/payments/stripe/create-checkout', { priceId: mensual.priceId }, cuenta.auth);
      expect(res.status).to.equal(503);
      expect(res.body.message).to.equal(MENSAJES_PAGOS.proveedorNoDisponible);
    } finally {
      simulado.caido = false;
    }
  });

  describe('without Stripe keys', () => {
    let sinLlaves: TestServer;
    before(async () => {
      sinLlaves = await startTestServer();
    });
    after(() => sinLlaves.close());

    it('sells no plan online and says payment is not configured', async () => {
      const planes = (await sinLlaves.api('GET', '/planes?periodicidad=MENSUAL')).body.body;
      expect(planes.map((p: { pagoEnLinea: boolean }) => p.pagoEnLinea)).to.deep.equal([false, false, false]);
      const agente = await crearAgente(sinLlaves);
      const res = await sinLlaves.api('POST', '/payments/stripe/create-checkout', { priceId: mensual.priceId }, agente.auth);
      expect(res.status).to.equal(503);
      expect(res.body.message).to.equal(MENSAJES_PAGOS.noConfigurado);
      const webhook = await sinLlaves.api('POST', '/payments/stripe/webhook', { id: 'evt_1' }, { 'stripe-signature': 't=1,v1=x' });
      expect(webhook.status).to.equal(503);
    });
  });
});
