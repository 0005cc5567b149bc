import type { Knex } from 'knex';
import type Stripe from 'stripe';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, HttpError } from '../../../../core/server/http/errors.ts';
import type { Logger } from '../../../../core/server/log.ts';
import { procesarEvento } from '../services/stripe-webhook.service.ts';
import { leerCuerpoCrudo } from '../stripe/cuerpo-crudo.ts';
import type { StripeBajoDemanda } from '../stripe/stripe-client.ts';
import { MENSAJES_PAGOS } from '../../shared/pagos.ts';

export interface WebhookDeps {
  knex: Knex;
  stripe: StripeBajoDemanda | null;
  secret: string;
  limiteBytes: number;
  log: Logger;
}

/**
 * POST /api/payments/stripe/webhook: public (Stripe signs it instead). The signature is checked on
 * the raw body with STRIPE_WEBHOOK_SECRET before anything is read from it: a bad one is a 400 and
 * changes nothing. Stripe retries what gets a 5xx, so a Stripe outage mid-event answers 503.
 */
export function stripeWebhookRoutes(router: ApiRouter, deps: WebhookDeps): void {
  router.post('/payments/stripe/webhook', { public: true }, async (ctx) => {
    const { stripe: sdk, secret } = deps;
    if (!sdk || !secret) throw new HttpError(503, MENSAJES_PAGOS.webhookNoConfigurado);
    const firma = ctx.get('stripe-signature');
    const crudo = await leerCuerpoCrudo(ctx.req, deps.limiteBytes);
    if (!firma) throw badRequest(MENSAJES_PAGOS.firmaInvalida);
    const stripe = await sdk();
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(crudo, firma, secret);
    } catch {
      throw badRequest(MENSAJES_PAGOS.firmaInvalida);
    }
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || !Number.isSafeInteger(event.created) || !event.data?.object) {
      throw badRequest(MENSAJES_PAGOS.eventoInvalido);
    }
    const resultado = await procesarEvento(deps.knex, stripe, event, deps.log);
    ctx.body = ok({ resultado });
  });
}
