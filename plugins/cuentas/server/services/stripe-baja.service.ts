import type { Knex } from 'knex';
import type { SuscripcionesHooks } from '../../../../core/server/auth/hooks.ts';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import { Suscripcion, suscripcionT } from '../models/suscripcion.model.ts';
import { llamarStripe, type StripeBajoDemanda } from '../stripe/stripe-client.ts';

/** The agent's Stripe subscriptions that may still charge (active or retrying a payment). */
async function suscripcionesQueCobran(trx: Knex.Transaction, agenteId: number): Promise<string[]> {
  const filas = await Suscripcion.query(trx)
    .where(suscripcionT.col.agenteId, agenteId)
    .whereNotNull(suscripcionT.col.stripeSubscriptionId)
    .whereNot(suscripcionT.col.status, 'cancelada')
    .distinct(suscripcionT.col.stripeSubscriptionId);
  return filas.flatMap((f) => (f.stripeSubscriptionId ? [f.stripeSubscriptionId] : []));
}

/**
 * The account's cancellation and its card subscription (docs/adr/040-baja-de-cuenta.md): asking for
 * it makes Stripe end the subscription with the period already paid (`cancel_at_period_end`), so the
 * agent is charged nothing more; undoing it lets the subscription renew again. Stripe then sends
 * `customer.subscription.updated`, applied by the webhook like any other change.
 */
export function renovacionAlDarDeBaja(stripe: StripeBajoDemanda | null): SuscripcionesHooks['renovacionAlDarDeBaja'] {
  return async (knex, agenteId, baja) => {
    if (!stripe) return;
    const ids = await withTenant(knex, agenteId, (trx) => suscripcionesQueCobran(trx, agenteId));
    if (ids.length === 0) return;
    const cliente = await stripe();
    for (const id of ids) await llamarStripe(() => cliente.subscriptions.update(id, { cancel_at_period_end: baja }));
  };
}
