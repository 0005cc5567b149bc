import type { Knex } from 'knex';

/**
 * Issue 17, Stripe (docs/adr/030-stripe.md): a subscription row follows one Stripe subscription
 * (unique id), may be unpaid ('impaga', which confines the agent like an expired one), and remembers
 * the `created` of the latest Stripe event applied to it, so an older event never overwrites a newer
 * state. Webhook events are stored by id, so each one is applied once. Frozen text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table suscripciones drop constraint suscripciones_status_check`);
  await knex.raw(`alter table suscripciones add constraint suscripciones_status_check check (status in ('activa', 'impaga', 'cancelada'))`);
  await knex.schema.alterTable('suscripciones', (t) => {
    t.string('stripe_status', 30);
    t.bigInteger('stripe_marca');
  });
  await knex.raw(`comment on column suscripciones.stripe_status is 'Estado de la suscripción en Stripe (active, past_due, unpaid, canceled…) tal como llegó'`);
  await knex.raw(`comment on column suscripciones.stripe_marca is 'created (segundos desde 1970) del evento de Stripe más reciente aplicado: uno anterior ya no la cambia'`);
  await knex.raw(`create unique index suscripciones_stripe_subscription_unico on suscripciones (stripe_subscription_id) where stripe_subscription_id is not null`);

  await knex.schema.createTable('stripe_eventos', (t) => {
    t.string('id', 100).primary();
    t.string('tipo', 60).notNullable();
    t.timestamp('creado_at', { useTz: true }).notNullable();
    t.timestamp('aplicado_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).index();
  });
  await knex.raw(`comment on table stripe_eventos is 'Eventos de Stripe ya aplicados, por id: uno repetido no se aplica otra vez'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('stripe_eventos');
  await knex.raw(`drop index suscripciones_stripe_subscription_unico`);
  await knex.schema.alterTable('suscripciones', (t) => {
    t.dropColumn('stripe_marca');
    t.dropColumn('stripe_status');
  });
  await knex.raw(`alter table suscripciones drop constraint suscripciones_status_check`);
  await knex('suscripciones').where('status', 'impaga').update({ status: 'cancelada' });
  await knex.raw(`alter table suscripciones add constraint suscripciones_status_check check (status in ('activa', 'cancelada'))`);
}
