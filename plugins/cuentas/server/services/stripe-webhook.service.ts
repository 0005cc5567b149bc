import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { withSystemScope } from '../../../../core/server/db/tenancy.ts';
import { badRequest, HttpError } from '../../../../core/server/http/errors.ts';
import type { Logger } from '../../../../core/server/log.ts';
import { StripeEvento, stripeEventoT } from '../models/stripe-evento.model.ts';
import { llamarStripe } from '../stripe/stripe-client.ts';
import { MENSAJES_PAGOS } from '../../shared/pagos.ts';
import { aplicarInstantanea, instantaneaDe, type Aplicacion, type InstantaneaStripe } from './stripe-suscripciones.service.ts';

export type ResultadoEvento = Aplicacion | 'repetido' | 'ignorado';

/** The events that drive a subscription (docs/adr/030-stripe.md); any other is acknowledged and ignored. */
export const EVENTOS_STRIPE = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

interface Objetivo {
  inst: InstantaneaStripe;
  agenteSugerido: number | null;
}

const idDe = (valor: string | { id: string } | null | undefined): string | null => (typeof valor === 'string' ? valor : (valor?.id ?? null));

/**
 * The subscription an event speaks of. Subscription events carry it; a completed checkout and an
 * invoice only name it, so it is read from Stripe (its state then is at least as new as the event).
 */
async function objetivoDe(stripe: Stripe, event: Stripe.Event): Promise<Objetivo | null> {
  const leer = async (id: string | null, agenteSugerido: number | null = null): Promise<Objetivo | null> =>
    id ? { inst: instantaneaDe(await llamarStripe(() => stripe.subscriptions.retrieve(id))), agenteSugerido } : null;
  switch (event.type) {
    case 'checkout.session.completed': {
      const sesion = event.data.object;
      if (sesion.mode !== 'subscription') return null;
      const agente = Number(sesion.client_reference_id);
      return leer(idDe(sesion.subscription), Number.isSafeInteger(agente) && agente > 0 ? agente : null);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { inst: instantaneaDe(event.data.object), agenteSugerido: null };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return leer(idDe(event.data.object.parent?.subscription_details?.subscription));
    default:
      return null;
  }
}

/**
 * Applies a verified event once: its id is stored in the same transaction as its effect, so a
 * repeated delivery (or two at once: the second waits on the key, then finds it) changes nothing.
 * Reading Stripe happens before the transaction; if Stripe fails nothing is stored and Stripe retries.
 */
export async function procesarEvento(knex: Knex, stripe: Stripe, event: Stripe.Event, log: Logger): Promise<ResultadoEvento> {
  if (await StripeEvento.query(knex).findById(event.id)) return 'repetido';
  const objetivo = (EVENTOS_STRIPE as readonly string[]).includes(event.type)
    ? await objetivoDe(stripe, event).catch((err: unknown) => {
        if (err instanceof HttpError) throw err;
        // Signed but not shaped as its type says: refused, nothing stored.
        log.warn('stripe event of unexpected shape', { evento: event.id, tipo: event.type, error: String(err) });
        throw badRequest(MENSAJES_PAGOS.eventoInvalido);
      })
    : null;
  const resultado = await withSystemScope(knex, async (trx): Promise<ResultadoEvento> => {
    const nuevo = await trx(stripeEventoT.nombre)
      .insert({ [stripeEventoT.col.id]: event.id, [stripeEventoT.col.tipo]: event.type.slice(0, 60), [stripeEventoT.col.creadoAt]: trx.raw('to_timestamp(?)', [event.created]) })
      .onConflict(stripeEventoT.col.id)
      .ignore()
      .returning(stripeEventoT.col.id);
    if (nuevo.length === 0) return 'repetido';
    return objetivo ? aplicarInstantanea(trx, objetivo.inst, event.created, objetivo.agenteSugerido) : 'ignorado';
  });
  if (resultado === 'sin_agente' || resultado === 'sin_plan') log.warn('stripe event names no agent or plan of ours', { evento: event.id, tipo: event.type, resultado });
  return resultado;
}

/** How long an applied event's id is kept: Stripe stops retrying a delivery after three days. */
export const DIAS_EVENTOS_STRIPE = 30;

/** Daily, Mexico City time. */
export const HORARIO_PURGA_EVENTOS = '40 3 * * *';

/**
 * Forgets the ids of events applied more than DIAS_EVENTOS_STRIPE days ago; answers how many. Safe
 * from any number of instances. An event delivered again after that would find no id, but its state
 * is older than the subscription's `stripe_marca` and changes nothing.
 */
export async function purgarEventosStripe(knex: Knex, ahora = new Date()): Promise<number> {
  const limite = new Date(ahora.getTime() - DIAS_EVENTOS_STRIPE * 86_400_000);
  return knex(stripeEventoT.nombre).where(stripeEventoT.col.aplicadoAt, '<', limite).delete();
}
