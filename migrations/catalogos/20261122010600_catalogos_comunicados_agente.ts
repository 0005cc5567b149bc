import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Announcements written by an agent for its own users (docs/adr/011-comunicados.md). The product's
 * table becomes `comunicados_producto`, read-only for the API; each agent's go to
 * `comunicados_agente` under row-level security, drawing ids from the same sequence (the shell
 * remembers closed announcements by id); the view `comunicados` shows a caller both.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('alter table comunicados rename to comunicados_producto');
  await knex.raw(
    `comment on table comunicados_producto is 'Avisos del producto para todos los agentes; solo los escribe el producto (migraciones o la línea de comandos), nunca la API'`,
  );
  await knex.raw(`revoke insert, update, delete on comunicados_producto from ${APP_ROLE}`);

  await knex.schema.createTable('comunicados_agente', (t) => {
    t.integer('id').primary().defaultTo(knex.raw(`nextval('comunicados_id_seq')`));
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.text('texto').notNullable();
    t.string('action_url', 500);
    t.timestamp('publicado_de', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('publicado_a', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on table comunicados_agente is 'Avisos que un agente publica para sus propios usuarios (HTML saneado al guardar)'`);
  await knex.raw(`comment on column comunicados_agente.id is 'De la secuencia de comunicados_producto: un id nunca se repite entre ambas tablas'`);
  await knex.raw(`comment on column comunicados_agente.publicado_a is 'Deja de mostrarse en este momento; nulo: sin fin'`);
  await enableTenantIsolation(knex, 'comunicados_agente');

  // security_invoker: the row-level security of comunicados_agente applies through the view.
  await knex.raw(`create view comunicados with (security_invoker = true) as
    select id, texto, action_url, publicado_de, publicado_a from comunicados_producto
    union all
    select id, texto, action_url, publicado_de, publicado_a from comunicados_agente`);
  await knex.raw(`comment on view comunicados is 'Comunicados que ve el agente de la transacción: los del producto y los propios'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop view comunicados');
  await disableTenantIsolation(knex, 'comunicados_agente');
  await knex.schema.dropTable('comunicados_agente');
  await knex.raw(`grant insert, update, delete on comunicados_producto to ${APP_ROLE}`);
  await knex.raw('alter table comunicados_producto rename to comunicados');
  await knex.raw(`comment on table comunicados is 'Avisos del producto para todos los agentes (HTML saneado); se muestra el más reciente vigente'`);
}
