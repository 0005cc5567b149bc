import type Stripe from 'stripe';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, HttpError, notFound } from '../../../../core/server/http/errors.ts';
import { Usuario } from '../../../../core/server/models/index.ts';
import { Plan, planT } from '../models/plan.model.ts';
import { aplicarInstantanea, clienteStripeDe, instantaneaDe, tieneSuscripcionPagada } from '../services/stripe-suscripciones.service.ts';
import { llamarStripe, type StripeBajoDemanda } from '../stripe/stripe-client.ts';
import { MENSAJES_PAGOS, type CheckoutEstado } from '../../shared/pagos.ts';

const ID_STRIPE = /^[A-Za-z0-9_]{3,100}$/;

/** A Stripe client, or 503 with the Spanish reason when this installation takes no card payments. */
function requerido(stripe: StripeBajoDemanda | null): Promise<Stripe> {
  if (!stripe) throw new HttpError(503, MENSAJES_PAGOS.noConfigurado);
  return stripe();
}

/**
 * Card payments (spec 01 §7, docs/adr/030-stripe.md): a Checkout Session for a plan's price, the
 * result of one on the return page, and the customer portal of 'Mi plan'. Billing only.
 */
export function pagosStripeRoutes(router: ApiRouter, stripe: StripeBajoDemanda | null, publicUrl: string): void {
  router.post('/payments/stripe/create-checkout', { permiso: 'FACTURACION' }, async (ctx) => {
    const cliente = await requerido(stripe);
    const priceId = (ctx.request.body as { priceId?: unknown } | undefined)?.priceId;
    if (typeof priceId !== 'string' || !ID_STRIPE.test(priceId)) throw badRequest(MENSAJES_PAGOS.precioRequerido);
    const { trx, session } = ctx.state;
    const plan = await Plan.query(trx).where(planT.col.stripeId, priceId).where(planT.col.activo, true).whereNot(planT.col.periodicidad, 'PRUEBA').first();
    if (!plan) throw badRequest(MENSAJES_PAGOS.planNoEnVenta);
    if (await tieneSuscripcionPagada(trx, session.agenteId)) throw badRequest(MENSAJES_PAGOS.yaSuscrito);
    const customer = await clienteStripeDe(trx, session.agenteId);
    const usuario = await Usuario.query(trx).findById(session.usuarioId);
    const metadata = { agenteId: String(session.agenteId), planId: String(plan.id) };
    const checkout = await llamarStripe(() =>
      cliente.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: `${publicUrl}/payments/stripe/completed?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${publicUrl}/planes`,
        client_reference_id: String(session.agenteId),
        ...(customer ? { customer } : usuario ? { customer_email: usuario.correo } : {}),
        metadata,
        subscription_data: { metadata },
        locale: 'es',
      }),
    );
    if (!checkout.url) throw new HttpError(502, MENSAJES_PAGOS.proveedorRechazo);
    ctx.body = ok({ redirectURL: checkout.url });
  });

  router.get('/payments/stripe/checkout', { permiso: 'FACTURACION' }, async (ctx) => {
    const cliente = await requerido(stripe);
    const sessionId = String(ctx.query.sessionId ?? '');
    if (!ID_STRIPE.test(sessionId)) throw badRequest(MENSAJES_PAGOS.sesionRequerida);
    const { trx, session } = ctx.state;
    const checkout = await llamarStripe(() => cliente.checkout.sessions.retrieve(sessionId));
    if (checkout.client_reference_id !== String(session.agenteId)) throw notFound(MENSAJES_PAGOS.sesionAjena);
    const pagado = checkout.status === 'complete' && checkout.payment_status !== 'unpaid';
    const subscriptionId = typeof checkout.subscription === 'string' ? checkout.subscription : checkout.subscription?.id;
    if (pagado && subscriptionId) {
      // The return page may arrive before the webhooks: the state read now is applied, stamped with
      // the session's creation, so any event after it still wins (docs/adr/030-stripe.md).
      const sub = await llamarStripe(() => cliente.subscriptions.retrieve(subscriptionId));
      await aplicarInstantanea(trx, instantaneaDe(sub), checkout.created, session.agenteId);
    }
    const body: CheckoutEstado = { status: pagado ? 'complete' : 'no_complete' };
    ctx.body = ok(body);
  });

  router.post('/payments/stripe/portal', { permiso: 'FACTURACION' }, async (ctx) => {
    const cliente = await requerido(stripe);
    const customer = await clienteStripeDe(ctx.state.trx, ctx.state.session.agenteId);
    if (!customer) throw badRequest(MENSAJES_PAGOS.sinClienteStripe);
    const portal = await llamarStripe(() => cliente.billingPortal.sessions.create({ customer, return_url: `${publicUrl}/configuracion/mi-plan`, locale: 'es' }));
    ctx.body = ok({ url: portal.url });
  });
}
