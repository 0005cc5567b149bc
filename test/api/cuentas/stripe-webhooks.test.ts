import { expect } from 'chai';
import { purgarEventosStripe } from '../../../plugins/cuentas/server/services/stripe-webhook.service.ts';
import { crearUsuarioAdicional } from '../../helpers/accounts.ts';
import { getTestDatabase } from '../../helpers/db.ts';
import type { TestServer } from '../../helpers/server.ts';
import { agentePagado as agentePagadoDe, enviarWebhook, escenarioStripe, type EscenarioStripe, type PlanLigado, type StripeSimulado } from './stripe-simulado.ts';

/** Signed webhooks: signature, idempotency, ordering, and a lapse and its payment (issue 17, docs/adr/030-stripe.md). */
describe('Stripe: webhooks', () => {
  let simulado: StripeSimulado, server: TestServer, mensual: PlanLigado, escenario: EscenarioStripe;
  before(async () => ({ simulado, server, mensual } = escenario = await escenarioStripe()));
  after(() => escenario.cerrar());

  const enviar = (entrega: { payload: string; firma: string }) => enviarWebhook(server.url, entrega);
  const fila = async (subscriptionId: string) =>
    (await getTestDatabase()).withOwner((k) =>
      k('suscripciones').where({ stripe_subscription_id: subscriptionId }).first('status', 'stripe_status', 'stripe_marca', k.raw('extract(epoch from vigencia_a)::int8 as fin')),
    );
  const eventosGuardados = async (id: string) => Number((await (await getTestDatabase()).withOwner((k) => k('stripe_eventos').where({ id }).count({ n: '*' })))[0].n);

  /** An agent that bought the monthly plan. */
  const agentePagado = () => agentePagadoDe(server, simulado, mensual.priceId);

  it('refuses a bad, missing, stale or foreign signature with 400 and applies nothing', async () => {
    const { sub } = await agentePagado();
    const antes = await fila(sub.id);
    const cancelada = { ...sub, status: 'canceled', ended_at: Math.floor(Date.now() / 1000) };
    const buena = simulado.evento('customer.subscription.deleted', cancelada);
    const entregas = [
      { payload: buena.payload, firma: buena.firma.replace(/v1=[0-9a-f]{4}/, 'v1=0000') },
      { payload: buena.payload.replace('"canceled"', '"active"'), firma: buena.firma },
      { payload: buena.payload, firma: '' },
      simulado.evento('customer.subscription.deleted', cancelada, { id: buena.id, secret: 'whsec_de_otra_cuenta' }),
      simulado.evento('customer.subscription.deleted', cancelada, { id: buena.id, timestamp: Math.floor(Date.now() / 1000) - 600 }),
      { payload: 'no es json', firma: simulado.evento('x', {}).firma },
    ];
    for (const entrega of entregas) {
      const res = await enviar(entrega);
      expect(res.status).to.equal(400);
      expect(res.body.ok).to.equal(false);
      expect(res.body.message).to.be.a('string').and.not.equal('');
    }
    expect(await eventosGuardados(buena.id)).to.equal(0);
    expect(await fila(sub.id)).to.deep.equal(antes);
  });

  it('applies an event once however often it is delivered, even at the same time', async () => {
    const { sub } = await agentePagado();
    const renovada = simulado.renovar(sub.id, 'past_due');
    const entrega = simulado.evento('customer.subscription.updated', renovada);
    const respuestas = await Promise.all([1, 2, 3].map(() => enviar(entrega)));
    expect(respuestas.map((r) => r.status)).to.deep.equal([200, 200, 200]);
    expect(respuestas.map((r) => r.body.body.resultado).sort()).to.deep.equal(['aplicado', 'repetido', 'repetido']);
    expect((await enviar(entrega)).body.body.resultado).to.equal('repetido');
    expect(await eventosGuardados(entrega.id)).to.equal(1);
    expect(await fila(sub.id)).to.include({ status: 'impaga', stripe_status: 'past_due' });
  });

  it('never lets an older event overwrite a newer state, whatever order they arrive in', async () => {
    const { sub } = await agentePagado();
    const t = Math.floor(Date.now() / 1000) + 60;
    const vieja = simulado.evento('customer.subscription.updated', structuredClone(simulado.renovar(sub.id, 'past_due')), { created: t });
    const nueva = simulado.evento('customer.subscription.updated', structuredClone(simulado.renovar(sub.id, 'active')), { created: t + 30 });
    expect((await enviar(nueva)).body.body.resultado).to.equal('aplicado');
    expect((await enviar(vieja)).body.body.resultado).to.equal('anterior');
    const final = await fila(sub.id);
    expect(final).to.include({ status: 'activa', stripe_status: 'active', stripe_marca: t + 30 });
    expect(final.fin).to.equal(sub.items.data[0].current_period_end);
    // The older event is recorded (it is not applied on a later delivery either) but changed nothing.
    expect(await eventosGuardados(vieja.id)).to.equal(1);
  });

  it('confines the agent when payment fails and gives everything back when it is paid, with no data lost', async () => {
    const { cuenta, sub } = await agentePagado();
    const adicional = await crearUsuarioAdicional(server, cuenta, ['ROLE_USUARIOS']);
    const adicionales = async () => server.api('GET', '/usuarios/adicionales', undefined, cuenta.auth);
    expect((await adicionales()).status).to.equal(200);

    simulado.renovar(sub.id, 'past_due');
    const falla = await enviar(
      simulado.evento('invoice.payment_failed', { id: 'in_1', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } } }),
    );
    expect(falla.body.body.resultado).to.equal('aplicado');
    expect((await adicionales()).status).to.equal(403);
    expect((await server.api('GET', '/usuarios/adicionales', undefined, adicional.auth)).status).to.equal(403);
    const confinado = (await server.api('POST', '/usuarios/login', undefined, cuenta.auth)).body.body;
    expect(confinado.role).to.deep.equal(['ROLE_UNSUBSCRIBE_USER']);
    expect(confinado.permisos).to.deep.equal(['FACTURACION']);
    expect((await server.api('GET', '/suscripciones/activa', undefined, cuenta.auth)).body.body.vigente).to.equal(false);

    simulado.suscripcion(sub.id).status = 'active';
    const pago = await enviar(
      simulado.evento(
        'invoice.paid',
        { id: 'in_2', object: 'invoice', parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } } },
        { created: Math.floor(Date.now() / 1000) + 1 },
      ),
    );
    expect(pago.body.body.resultado).to.equal('aplicado');
    const lista = await adicionales();
    expect(lista.status).to.equal(200);
    expect(lista.body.body.map((u: { id: number }) => u.id)).to.include(adicional.id);
    expect((await server.api('POST', '/usuarios/login', undefined, cuenta.auth)).body.body.role).to.deep.equal(['ROLE_ADMIN', 'ROLE_USER']);
  });

  it('ends access when the subscription is deleted', async () => {
    const { cuenta, sub } = await agentePagado();
    const ahora = Math.floor(Date.now() / 1000);
    const res = await enviar(simulado.evento('customer.subscription.deleted', { ...sub, status: 'canceled', ended_at: ahora }, { created: ahora + 2 }));
    expect(res.body.body.resultado).to.equal('aplicado');
    expect(await fila(sub.id)).to.include({ status: 'cancelada', fin: ahora });
    // The trial still running is the current period again.
    expect((await server.api('GET', '/suscripciones/activa', undefined, cuenta.auth)).body.body.plan.periodicidad).to.equal('PRUEBA');
  });

  it('acknowledges events it does not use, and those of no agent of ours, without applying them', async () => {
    expect((await enviar(simulado.evento('customer.created', { id: 'cus_x', object: 'customer' }))).body.body.resultado).to.equal('ignorado');
    const ajena = { ...simulado.renovar((await agentePagado()).sub.id), id: 'sub_ajena', customer: 'cus_ajeno', metadata: {} };
    expect((await enviar(simulado.evento('customer.subscription.created', ajena))).body.body.resultado).to.equal('sin_agente');
    const rota = await enviar(simulado.evento('customer.subscription.updated', { id: 'sub_rota', object: 'subscription' }));
    expect(rota.status).to.equal(400);
  });

  it('forgets the ids of events applied more than 30 days ago, and an old state delivered again changes nothing', async () => {
    const { sub } = await agentePagado();
    const vieja = simulado.evento('customer.subscription.updated', structuredClone(simulado.suscripcion(sub.id)));
    const reciente = simulado.evento('customer.created', { id: 'cus_y', object: 'customer' });
    for (const e of [vieja, reciente]) expect((await enviar(e)).status).to.equal(200);
    const db = await getTestDatabase();
    await db.withOwner((k) =>
      k('stripe_eventos')
        .where({ id: vieja.id })
        .update({ aplicado_at: k.raw(`now() - interval '31 days'`) }),
    );
    const antes = await fila(sub.id);
    expect(await purgarEventosStripe(db.knex)).to.be.at.least(1);
    expect(await eventosGuardados(vieja.id)).to.equal(0);
    expect(await eventosGuardados(reciente.id)).to.equal(1);
    simulado.renovar(sub.id);
    expect((await enviar(vieja)).status).to.equal(200);
    expect(await fila(sub.id)).to.deep.equal(antes);
  });

  it('answers 503 when Stripe cannot be read for an event, so Stripe delivers it again', async () => {
    const { sub } = await agentePagado();
    const entrega = simulado.evento('invoice.paid', { id: 'in_3', object: 'invoice', parent: { subscription_details: { subscription: sub.id } } });
    simulado.caido = true;
    try {
      expect((await enviar(entrega)).status).to.equal(503);
    } finally {
      simulado.caido = false;
    }
    expect(await eventosGuardados(entrega.id)).to.equal(0);
    expect((await enviar(entrega)).body.body.resultado).to.equal('aplicado');
  });
});
