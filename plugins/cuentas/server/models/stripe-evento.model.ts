import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Eventos de Stripe ya aplicados, por id: uno repetido no se aplica otra vez */
export class StripeEvento extends Modelo {
  static override readonly tableName = 'stripe_eventos';
  declare id: string;
  declare tipo: string;
  declare creadoAt: Date;
  declare aplicadoAt: Date;
}

/** Table and column names of `stripe_eventos` for tuned knex queries: a renamed property breaks every use. */
export const stripeEventoT = tablaDe<StripeEvento>()('stripe_eventos', ['id', 'tipo', 'creadoAt', 'aplicadoAt']);
