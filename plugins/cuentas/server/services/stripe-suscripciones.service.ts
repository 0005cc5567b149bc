import type { Knex } from 'knex';
import type Stripe from 'stripe';
import { Agente } from '../../../../core/server/models/index.ts';
import { Plan, planT } from '../models/plan.model.ts';
import { Suscripcion, suscripcionT } from '../models/suscripcion.model.ts';

type Estado = Suscripcion['status'];

/** What a Stripe subscription says, in the terms of a subscription row (epoch seconds). */
export interface InstantaneaStripe {
  subscriptionId: string;
  customerId: string;
  stripeStatus: string;
  status: Estado;
  priceId: string | null;
  inicio: number;
  fin: number;
  /** Set by our checkout (subscription_data.metadata): the agent and plan it was bought for. */
  agenteId: number | null;
  planId: number | null;
}

export type Aplicacion = 'aplicado' | 'anterior' | 'sin_agente' | 'sin_plan';

/** Stripe's states: paying (active, trialing), owing (past_due, unpaid, incomplete, paused) or ended. */
export function estadoDe(stripeStatus: string): Estado {
  if (stripeStatus === 'active' || stripeStatus === 'trialing') return 'activa';
  if (stripeStatus === 'canceled' || stripeStatus === 'incomplete_expired') return 'cancelada';
  return 'impaga';
}

const entero = (valor: string | null | undefined): number | null => {
  const n = Number(valor);
  return valor && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** The period lives on the items since API 2025-03-31; older payloads carried it on the subscription. */
export function instantaneaDe(sub: Stripe.Subscription): InstantaneaStripe {
  if (typeof sub.id !== 'string' || typeof sub.status !== 'string' || !sub.customer) throw new TypeError('La suscripción de Stripe no trae id, estado o cliente');
  const items = sub.items?.data ?? [];
  const legado = sub as unknown as { current_period_start?: number; current_period_end?: number };
  const inicio = Math.min(...items.map((i) => i.current_period_start), legado.current_period_start ?? Infinity);
  const finPeriodo = Math.max(...items.map((i) => i.current_period_end), legado.current_period_end ?? -Infinity);
  const status = estadoDe(sub.status);
  // A subscription cancelled at once ends then, not at the end of the period it had paid.
  const fin = status === 'cancelada' && sub.ended_at ? Math.min(sub.ended_at, finPeriodo) : finPeriodo;
  return {
    subscriptionId: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    stripeStatus: sub.status,
    status,
    priceId: items[0]?.price?.id ?? null,
    inicio: Number.isFinite(inicio) ? inicio : sub.created,
    fin: Number.isFinite(fin) ? fin : sub.created,
    agenteId: entero(sub.metadata?.agenteId),
    planId: entero(sub.metadata?.planId),
  };
}

const RANGO: Record<Estado, number> = { impaga: 0, activa: 1, cancelada: 2 };

/**
 * Whether a state stamped `marca` is newer than the row's: by the event's `created`; within the same
 * second by the period's end, then ended over paying over owing (docs/adr/030-stripe.md).
 */
export function esPosterior(marca: number, nueva: InstantaneaStripe, fila: Pick<Suscripcion, 'stripeMarca' | 'vigenciaA' | 'status'>): boolean {
  if (fila.stripeMarca === null) return true;
  if (marca !== fila.stripeMarca) return marca > fila.stripeMarca;
  const finFila = Math.floor(new Date(fila.vigenciaA).getTime() / 1000);
  if (nueva.fin !== finFila) return nueva.fin > finFila;
  return RANGO[nueva.status] >= RANGO[fila.status];
}

async function agenteDe(trx: Knex.Transaction, inst: InstantaneaStripe, fila: Suscripcion | undefined, sugerido: number | null): Promise<number | null> {
  if (fila) return fila.agenteId;
  for (const id of [sugerido, inst.agenteId]) if (id && (await Agente.query(trx).findById(id))) return id;
  const delCliente = await Suscripcion.query(trx).where(suscripcionT.col.stripeCustomerId, inst.customerId).orderBy(suscripcionT.col.id, 'desc').first();
  return delCliente?.agenteId ?? null;
}

async function planDe(trx: Knex.Transaction, inst: InstantaneaStripe, fila: Suscripcion | undefined): Promise<number | null> {
  const porPrecio = inst.priceId ? await Plan.query(trx).where(planT.col.stripeId, inst.priceId).first() : undefined;
  if (porPrecio) return porPrecio.id;
  if (inst.planId && (await Plan.query(trx).findById(inst.planId))) return inst.planId;
  return fila?.planId ?? null;
}

/**
 * Brings the agent's row of one Stripe subscription to the state `inst`, unless the row already holds
 * a newer one. One row per Stripe subscription, updated in place: paying again after a lapse moves
 * its end forward and the agent's access returns; nothing else is touched.
 */
export async function aplicarInstantanea(trx: Knex.Transaction, inst: InstantaneaStripe, marca: number, agenteSugerido: number | null = null): Promise<Aplicacion> {
  // Two events of one subscription at once take turns (its first row is inserted only once).
  await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`stripe:${inst.subscriptionId}`]);
  const fila = await Suscripcion.query(trx).where(suscripcionT.col.stripeSubscriptionId, inst.subscriptionId).forUpdate().first();
  const agenteId = await agenteDe(trx, inst, fila, agenteSugerido);
  if (!agenteId) return 'sin_agente';
  const planId = await planDe(trx, inst, fila);
  if (!planId) return 'sin_plan';
  if (fila && !esPosterior(marca, inst, fila)) return 'anterior';
  const datos = {
    planId,
    status: inst.status,
    vigenciaDe: trx.raw('to_timestamp(?)', [inst.inicio]),
    vigenciaA: trx.raw('to_timestamp(?)', [inst.fin]),
    stripeCustomerId: inst.customerId,
    stripeStatus: inst.stripeStatus,
    stripeMarca: marca,
  };
  if (fila) await Suscripcion.query(trx).findById(fila.id).patch(datos);
  else await Suscripcion.query(trx).insert({ ...datos, agenteId, stripeSubscriptionId: inst.subscriptionId });
  return 'aplicado';
}

/** The agent's Stripe customer (the latest it paid with), or null when it never paid online. */
export async function clienteStripeDe(trx: Knex.Transaction, agenteId: number): Promise<string | null> {
  const fila = await Suscripcion.query(trx)
    .where(suscripcionT.col.agenteId, agenteId)
    .whereNotNull(suscripcionT.col.stripeCustomerId)
    .orderBy(suscripcionT.col.vigenciaA, 'desc')
    .first();
  return fila?.stripeCustomerId ?? null;
}

/** Whether the agent holds a paid Stripe subscription in force (a second checkout would charge twice). */
export async function tieneSuscripcionPagada(trx: Knex.Transaction, agenteId: number): Promise<boolean> {
  const fila = await Suscripcion.query(trx)
    .where(suscripcionT.col.agenteId, agenteId)
    .whereNotNull(suscripcionT.col.stripeSubscriptionId)
    .where(suscripcionT.col.status, 'activa')
    .where(suscripcionT.col.vigenciaA, '>', trx.fn.now())
    .first();
  return Boolean(fila);
}
