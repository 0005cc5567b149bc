import type { Knex } from 'knex';

/** Product announcements shown to every agent after sign-in (spec 01 §3, §4). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('comunicados', (t) => {
    t.increments('id');
    t.text('texto').notNullable();
    t.string('action_url', 500);
    t.timestamp('publicado_de', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('publicado_a', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on table comunicados is 'Avisos del producto para todos los agentes (HTML saneado); se muestra el más reciente vigente'`);
  await knex('comunicados').insert({
    texto: '<p><strong>¡Bienvenido a Cartera!</strong> Carga tu cartera capturando pólizas, subiendo sus carátulas en PDF o conectando los portales de tus aseguradoras.</p>',
    action_url: '/comofunciona',
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('comunicados');
}
