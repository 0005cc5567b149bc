import type { Knex } from 'knex';

/** Issue 16: templates for the prospect (5) and claim (6) events. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`alter table correo_modelos drop constraint correo_modelos_evento_ck`);
  await knex.raw(`alter table correo_modelos add constraint correo_modelos_evento_ck check (correo_evento_id between 1 and 6)`);
  await knex.raw(
    `comment on column correo_modelos.correo_evento_id is 'Evento del catálogo del plugin comunicacion: 1 póliza, 2 recibo, 3 renovación, 4 cliente, 5 prospecto, 6 siniestro'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`delete from correo_modelos where correo_evento_id > 4`);
  await knex.raw(`alter table correo_modelos drop constraint correo_modelos_evento_ck`);
  await knex.raw(`alter table correo_modelos add constraint correo_modelos_evento_ck check (correo_evento_id between 1 and 4)`);
}
