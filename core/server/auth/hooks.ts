import type { Knex } from 'knex';
import type { SuscripcionResumen } from '../../shared/auth/contract.ts';
import { servicio, type ServiceLookup } from '../plugins/services.ts';

/**
 * What the identity core needs from the subscriptions owner (the cuentas plugin publishes it as the
 * service SUSCRIPCIONES_SERVICE). Without it every account counts as subscribed.
 */
export interface SuscripcionesHooks {
  /** The agent's current subscription, or null when it never had one. */
  resumen(trx: Knex.Transaction, agenteId: number): Promise<SuscripcionResumen | null>;
  /** The same summary as a query of one json column `resumen` (at most one row), for the per-request check (in a transaction or in a statement of its own). */
  consultaDeResumen(knex: Knex, agenteId: number): Knex.QueryBuilder;
  /** Starts the trial of a newly registered agent (inside the registration transaction). */
  iniciarPrueba(trx: Knex.Transaction, agenteId: number): Promise<void>;
  /**
   * The account's cancellation was asked for (`baja` true) or undone (false): a subscription paid
   * online stops renewing, so nothing is charged after the period already paid, or renews again.
   * Called outside any transaction before the change is recorded: a failure (the payment provider
   * out of reach) leaves the account as it was.
   */
  renovacionAlDarDeBaja(knex: Knex, agenteId: number, baja: boolean): Promise<void>;
}

export const SUSCRIPCIONES_SERVICE = servicio<SuscripcionesHooks>('suscripciones');

/** The published hooks, or null when no plugin provides subscriptions. */
export function suscripcionesHooks(services: ServiceLookup): SuscripcionesHooks | null {
  return services.has(SUSCRIPCIONES_SERVICE) ? services.get(SUSCRIPCIONES_SERVICE) : null;
}
