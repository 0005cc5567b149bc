import type { Knex } from 'knex';

/**
 * Issue 19, several instances: each occurrence of a scheduled job is claimed by one row, so when
 * three instances share the database the nightly jobs run once per schedule, not three times
 * (docs/adr/041-varias-instancias.md). Frozen text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('trabajos_ejecuciones', (t) => {
    t.string('trabajo', 40).notNullable();
    t.string('ocurrencia', 16).notNullable();
    t.string('instancia', 100).notNullable();
    t.timestamp('iniciado_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('terminado_at', { useTz: true });
    t.primary(['trabajo', 'ocurrencia']);
  });
  await knex.raw(`comment on table trabajos_ejecuciones is 'Una fila por ocurrencia de cada trabajo programado: la instancia que la inserta lo ejecuta; las demás no'`);
  await knex.raw(`comment on column trabajos_ejecuciones.ocurrencia is 'Fecha y hora programadas (Ciudad de México, yyyy-MM-dd HH:mm) de la ejecución que la fila reclama'`);
  await knex.raw(`comment on column trabajos_ejecuciones.instancia is 'Quién la ejecutó: host y pid del proceso'`);
  await knex.raw(`comment on column trabajos_ejecuciones.terminado_at is 'Cuándo terminó; null mientras corre o si el proceso se detuvo a medias'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('trabajos_ejecuciones');
}
