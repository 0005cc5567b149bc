import type { Knex } from 'knex';

/**
 * Issue 19: an account the owner cancels keeps its data until a due date (3 business days later),
 * then the nightly job deletes it all (docs/adr/040-baja-de-cuenta.md). Frozen text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('agentes', (t) => {
    t.timestamp('baja_solicitada_at', { useTz: true });
    t.date('baja_el');
  });
  await knex.raw(`comment on column agentes.baja_solicitada_at is 'Cuándo el usuario principal dio de baja la cuenta; null si no hay baja pendiente'`);
  await knex.raw(`comment on column agentes.baja_el is 'Fecha (Ciudad de México) desde la que el trabajo nocturno elimina todos los datos y archivos de la cuenta'`);
  await knex.raw(`create index agentes_baja_el on agentes (baja_el) where baja_el is not null`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop index if exists agentes_baja_el`);
  await knex.schema.alterTable('agentes', (t) => {
    t.dropColumn('baja_el');
    t.dropColumn('baja_solicitada_at');
  });
}
