import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Periodos de suscripción de cada agente; la vigente es la de vigencia_a más reciente */
export class Suscripcion extends Modelo {
  static override readonly tableName = 'suscripciones';
  declare id: number;
  declare agenteId: number;
  declare planId: number;
  /** 'impaga' (Stripe past_due, unpaid, incomplete) confines the agent like an expired subscription. */
  declare status: 'activa' | 'impaga' | 'cancelada';
  declare vigenciaDe: Date;
  declare vigenciaA: Date;
  declare stripeCustomerId: string | null;
  declare stripeSubscriptionId: string | null;
  declare portalUrl: string | null;
  declare createdAt: Date;
  declare stripeStatus: string | null;
  /** `created` (epoch seconds) of the latest Stripe event applied: an older one no longer changes the row. */
  declare stripeMarca: number | null;
}

/** Table and column names of `suscripciones` for tuned knex queries: a renamed property breaks every use. */
export const suscripcionT = tablaDe<Suscripcion>()('suscripciones', [
  'id',
  'agenteId',
  'planId',
  'status',
  'vigenciaDe',
  'vigenciaA',
  'stripeCustomerId',
  'stripeSubscriptionId',
  'portalUrl',
  'createdAt',
  'stripeStatus',
  'stripeMarca',
]);
