import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** Each agent's receipt due-date offsets (spec 02 §2.12); an id without a row takes the default. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('parametros_vencimiento', (t) => {
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE');
    t.smallint('parametro_id').notNullable();
    t.integer('valor').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['agente_id', 'parametro_id']);
  });
  await knex.raw(`alter table parametros_vencimiento add constraint parametros_vencimiento_id_ck check (parametro_id between 1 and 8)`);
  await knex.raw(`alter table parametros_vencimiento add constraint parametros_vencimiento_valor_ck check (valor between -999 and 9999)`);
  await knex.raw(`comment on table parametros_vencimiento is 'Días que se suman (o restan, si son negativos) al inicio de vigencia de un recibo para obtener su vencimiento'`);
  await knex.raw(`comment on column parametros_vencimiento.parametro_id is '1 y 2: Auto primer recibo y subsecuentes; 3 y 4: Salud; 5 y 6: Vida; 7 y 8: Diversos'`);
  await enableTenantIsolation(knex, 'parametros_vencimiento');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'parametros_vencimiento');
  await knex.schema.dropTable('parametros_vencimiento');
}
