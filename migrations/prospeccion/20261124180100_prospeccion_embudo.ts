import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * The sales funnel board (spec 03 §3 Funnel): one board per agent, its columns, the opportunity
 * cards in them and the cards' notes. Positions are dense (0, 1, 2… within their column or board)
 * and unique per parent; the constraint is deferrable so one statement can renumber a whole column,
 * and writers serialise on the board's row (docs/adr/025-prospeccion.md). References are composite
 * with the agent, so the database itself refuses a card in another agent's column or for another
 * agent's prospect. Frozen text: imports no plugin code.
 */

const TABLAS = ['kanbans', 'kanban_columnas', 'oportunidades', 'oportunidad_notas'];

function tenant(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
}

async function delAgente(knex: Knex, tabla: string, columna: string, destino: string, accion: string): Promise<void> {
  await knex.raw(`alter table ?? add constraint ?? foreign key (agente_id, ??) references ?? (agente_id, id) on delete ${accion}`, [
    tabla,
    `${tabla}_${columna}_fk`,
    columna,
    destino,
  ]);
}

const unicoPorAgente = (knex: Knex, tabla: string) => knex.raw(`alter table ?? add constraint ?? unique (agente_id, id)`, [tabla, `${tabla}_agente_id_id_uq`]);

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('kanbans', (t) => {
    tenant(t);
    t.string('nombre', 50).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await unicoPorAgente(knex, 'kanbans');
  // One board per agent: two users opening it for the first time at once still make one.
  await knex.raw(`alter table kanbans add constraint kanbans_agente_uq unique (agente_id)`);
  await knex.raw(`comment on table kanbans is 'Embudo de ventas del agente (uno por agente, creado en su primer uso)'`);

  await knex.schema.createTable('kanban_columnas', (t) => {
    tenant(t);
    t.integer('kanban_id').notNullable();
    t.string('nombre', 20).notNullable();
    t.integer('orden').notNullable();
  });
  await unicoPorAgente(knex, 'kanban_columnas');
  await delAgente(knex, 'kanban_columnas', 'kanban_id', 'kanbans', 'cascade');
  await knex.raw(`alter table kanban_columnas add constraint kanban_columnas_orden_ck check (orden >= 0)`);
  await knex.raw(`alter table kanban_columnas add constraint kanban_columnas_orden_uq unique (kanban_id, orden) deferrable initially immediate`);
  await knex.raw(`comment on table kanban_columnas is 'Columnas del embudo de ventas'`);
  await knex.raw(`comment on column kanban_columnas.orden is 'Posición en el tablero: 0, 1, 2… sin huecos ni repetidos'`);

  await knex.schema.createTable('oportunidades', (t) => {
    tenant(t);
    t.integer('columna_id').notNullable();
    t.integer('prospecto_id').notNullable();
    t.string('nombre', 50).notNullable();
    t.text('descripcion').notNullable();
    t.integer('ramo_id').notNullable().references('id').inTable('ramos');
    t.integer('moneda_id').notNullable().references('id').inTable('monedas_catalogo');
    t.decimal('prima_total', 14, 2).notNullable();
    t.string('status', 10).notNullable().defaultTo('abierta');
    t.integer('orden').notNullable();
    t.timestamp('fecha_cierre', { useTz: true });
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await unicoPorAgente(knex, 'oportunidades');
  await delAgente(knex, 'oportunidades', 'columna_id', 'kanban_columnas', 'restrict');
  await delAgente(knex, 'oportunidades', 'prospecto_id', 'prospectos', 'restrict');
  await knex.raw(`alter table oportunidades add constraint oportunidades_status_ck check (status in ('abierta', 'exitosa', 'no_exitosa'))`);
  await knex.raw(`alter table oportunidades add constraint oportunidades_cierre_ck check ((status = 'abierta') = (fecha_cierre is null))`);
  await knex.raw(`alter table oportunidades add constraint oportunidades_prima_ck check (prima_total >= 0)`);
  await knex.raw(`alter table oportunidades add constraint oportunidades_descripcion_ck check (char_length(descripcion) <= 1500)`);
  await knex.raw(`alter table oportunidades add constraint oportunidades_orden_ck check (orden >= 0)`);
  await knex.raw(`alter table oportunidades add constraint oportunidades_orden_uq unique (columna_id, orden) deferrable initially immediate`);
  await knex.raw(`create index oportunidades_prospecto_idx on oportunidades (agente_id, prospecto_id)`);
  await knex.raw(`comment on table oportunidades is 'Tarjetas de oportunidad del embudo de ventas, cada una de un prospecto'`);
  await knex.raw(`comment on column oportunidades.status is 'abierta, exitosa o no_exitosa (cerrada); una cerrada solo se reabre'`);
  await knex.raw(`comment on column oportunidades.orden is 'Posición en su columna: 0, 1, 2… sin huecos ni repetidos, contando las cerradas'`);
  await knex.raw(`comment on column oportunidades.fecha_cierre is 'Cuándo se cerró; vacía mientras está abierta'`);
  await knex.raw(`comment on column oportunidades.usuario_id is 'Quién la creó'`);

  await knex.schema.createTable('oportunidad_notas', (t) => {
    tenant(t);
    t.integer('oportunidad_id').notNullable();
    t.text('texto').notNullable();
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await delAgente(knex, 'oportunidad_notas', 'oportunidad_id', 'oportunidades', 'cascade');
  await knex.raw(`alter table oportunidad_notas add constraint oportunidad_notas_texto_ck check (char_length(texto) <= 1500)`);
  await knex.raw(`create index oportunidad_notas_oportunidad_idx on oportunidad_notas (oportunidad_id, id)`);
  await knex.raw(`comment on table oportunidad_notas is 'Notas de una tarjeta de oportunidad'`);
  await knex.raw(`comment on column oportunidad_notas.usuario_id is 'Quién escribió la nota'`);

  for (const tabla of TABLAS) await enableTenantIsolation(knex, tabla);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of [...TABLAS].reverse()) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTable(tabla);
  }
}
