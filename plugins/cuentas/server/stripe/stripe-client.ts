import type Stripe from 'stripe';
import type { Config } from '../../../../core/server/config.ts';
import { HttpError } from '../../../../core/server/http/errors.ts';
import { MENSAJES_PAGOS } from '../../shared/pagos.ts';

export type ConfigStripe = Pick<Config, 'stripeSecretKey' | 'stripeWebhookSecret' | 'stripeApiBase'>;

/** Online payment is offered only with both keys: a checkout whose webhooks cannot be verified would never be applied. */
export function pagoEnLineaConfigurado(config: ConfigStripe): boolean {
  return Boolean(config.stripeSecretKey && config.stripeWebhookSecret);
}

/** The SDK's client, made on first use: a server without keys never loads the SDK (4 MB of heap). */
export type StripeBajoDemanda = () => Promise<Stripe>;

/**
 * The official SDK, or null without keys. STRIPE_API_BASE (`http://127.0.0.1:4010`) points it at
 * another host: the tests' stand-in. Short timeouts: calls run while a request waits.
 */
export function clienteStripe(config: ConfigStripe): StripeBajoDemanda | null {
  if (!pagoEnLineaConfigurado(config)) return null;
  const opciones: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 8_000, telemetry: false };
  if (config.stripeApiBase) {
    const base = new URL(config.stripeApiBase);
    const http = base.protocol === 'http:';
    opciones.host = base.hostname;
    opciones.port = base.port || (http ? 80 : 443);
    opciones.protocol = http ? 'http' : 'https';
  }
  let cliente: Promise<Stripe> | undefined;
  return () => (cliente ??= import('stripe').then(({ default: Sdk }) => new Sdk(config.stripeSecretKey, opciones)));
}

/**
 * A call to Stripe whose failure the user reads in Spanish: unreachable or overloaded → 503 (try
 * again), refused → 502. Never a 500, never Stripe's own text (it may name our account).
 */
export async function llamarStripe<T>(llamada: () => Promise<T>): Promise<T> {
  try {
    return await llamada();
  } catch (err) {
    // The SDK is loaded by now: its client made the call.
    const { default: Stripe } = await import('stripe');
    if (!(err instanceof Stripe.errors.StripeError)) throw err;
    const caida = err instanceof Stripe.errors.StripeConnectionError || err instanceof Stripe.errors.StripeAPIError || err instanceof Stripe.errors.StripeRateLimitError;
    throw caida ? new HttpError(503, MENSAJES_PAGOS.proveedorNoDisponible, undefined, { 'Retry-After': '30' }) : new HttpError(502, MENSAJES_PAGOS.proveedorRechazo);
  }
}
