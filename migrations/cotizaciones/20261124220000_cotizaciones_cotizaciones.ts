import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Quotations, their proposals, the templates proposals start from, and each agent's quotation
 * counter (spec 03 §3; docs/adr/033-cotizaciones.md). References to clients, prospects and templates
 * are composite — (agente_id, x_id) → x(agente_id, id) — so the database itself refuses another
 * agent's record. Frozen text: imports no plugin code.
 */

const TABLAS = ['cotizacion_folios', 'cotizacion_templates', 'cotizaciones', 'cotizacion_items'];

function tenant(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
}

/** The plan fields a proposal and a template share (spec 03 §5 limits). */
function camposDePlan(t: Knex.CreateTableBuilder): void {
  t.integer('aseguradora_id').notNullable();
  t.string('plan', 20).notNullable();
  t.string('moneda', 10).notNullable();
  t.string('suma_asegurada', 50).notNullable();
  t.string('deducible', 50);
  t.string('coaseguro', 50);
  t.string('tope_coaseguro', 50);
  t.string('copago', 50);
  t.jsonb('caracteristicas').notNullable().defaultTo('[]');
  t.jsonb('coberturas').notNullable().defaultTo('[]');
}

const unicoPorAgente = (knex: Knex, tabla: string) => knex.raw(`alter table ?? add constraint ?? unique (agente_id, id)`, [tabla, `${tabla}_agente_id_id_uq`]);

/** A composite key to a record of the same agent; `alBorrar` is what happens to this row when that one goes. */
async function referenciaDelAgente(knex: Knex, tabla: string, columna: string, destino: string, alBorrar: string): Promise<void> {
  await knex.raw(`alter table ?? add constraint ?? foreign key (agente_id, ??) references ?? (agente_id, id) on delete ${alBorrar}`, [
    tabla,
    `${tabla}_${columna}_fk`,
    columna,
    destino,
  ]);
}

const RAMOS = `ramo_id in (1, 3, 5, 7)`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('cotizacion_folios', (t) => {
    t.integer('agente_id').primary().references('id').inTable('agentes').onDelete('CASCADE');
    t.integer('ultimo').notNullable();
  });
  await knex.raw(
    `comment on table cotizacion_folios is 'Último número de cotización de cada agente: la fila se bloquea al guardar una cotización nueva, así los números no se repiten ni saltan'`,
  );

  await knex.schema.createTable('cotizacion_templates', (t) => {
    tenant(t);
    t.string('nombre', 100).notNullable();
    t.smallint('ramo_id').notNullable();
    camposDePlan(t);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table cotizacion_templates add constraint cotizacion_templates_ramo_ck check (${RAMOS})`);
  await unicoPorAgente(knex, 'cotizacion_templates');
  await knex.raw(`create index cotizacion_templates_ramo_idx on cotizacion_templates (agente_id, ramo_id, nombre)`);
  await knex.raw(`comment on table cotizacion_templates is 'Plantillas de cotización: planes de una aseguradora con sus características y coberturas, para armar propuestas'`);

  await knex.schema.createTable('cotizaciones', (t) => {
    tenant(t);
    t.uuid('uuid').notNullable().unique();
    t.integer('no_cotizacion').notNullable();
    t.smallint('ramo_id').notNullable();
    t.integer('cliente_id');
    t.integer('prospecto_id');
    t.string('correo', 200).notNullable();
    t.string('status', 10).notNullable().defaultTo('captura');
    t.date('fec_vencimiento').notNullable();
    t.text('texto');
    t.jsonb('vehiculos').notNullable().defaultTo('[]');
    t.jsonb('asegurados').notNullable().defaultTo('[]');
    t.timestamp('fecha_envio', { useTz: true });
    t.timestamp('fecha_vista', { useTz: true });
    t.integer('aceptada_item_id');
    t.string('aceptada_forma_pago', 10);
    t.string('aceptada_nombre', 120);
    t.timestamp('aceptada_en', { useTz: true });
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table cotizaciones add constraint cotizaciones_ramo_ck check (${RAMOS})`);
  await knex.raw(
    `alter table cotizaciones add constraint cotizaciones_status_ck check (status in ('eliminada', 'captura', 'enviada', 'revision', 'cancelada', 'perdida', 'ganada'))`,
  );
  await knex.raw(`alter table cotizaciones add constraint cotizaciones_texto_ck check (char_length(texto) <= 1500)`);
  await knex.raw(`alter table cotizaciones add constraint cotizaciones_numero_uq unique (agente_id, no_cotizacion)`);
  await unicoPorAgente(knex, 'cotizaciones');
  await referenciaDelAgente(knex, 'cotizaciones', 'cliente_id', 'clientes', 'cascade');
  // A deleted prospect leaves its quotations without a recipient rather than taking them along.
  await referenciaDelAgente(knex, 'cotizaciones', 'prospecto_id', 'prospectos', 'set null (prospecto_id)');
  // The list: by expiry (spec 03 §2).
  await knex.raw(`create index cotizaciones_vencimiento_idx on cotizaciones (agente_id, fec_vencimiento, id)`);
  await knex.raw(
    `comment on table cotizaciones is 'Cotizaciones: propuestas de varias aseguradoras para un cliente o prospecto, enviadas con una liga al visor público (docs/adr/033-cotizaciones.md)'`,
  );
  await knex.raw(`comment on column cotizaciones.uuid is 'Identificador aleatorio (v4) de la liga pública del visor: nunca secuencial'`);
  await knex.raw(`comment on column cotizaciones.no_cotizacion is 'Número consecutivo por agente, sin saltos ni repetidos (cotizacion_folios)'`);
  await knex.raw(
    `comment on column cotizaciones.status is 'captura, enviada, revision, cancelada, perdida, ganada o eliminada (borrada: conserva su número); transiciones en la ADR 033'`,
  );
  await knex.raw(`comment on column cotizaciones.vehiculos is 'Auto: [{descripcion, modelo}]'`);
  await knex.raw(`comment on column cotizaciones.asegurados is 'Salud y Vida: [{id, nombre, parentesco, genero, fecNacimiento, edad}]; el primero es el titular'`);
  await knex.raw(`comment on column cotizaciones.fecha_vista is 'Primera vez que alguien abrió el visor público'`);
  await knex.raw(`comment on column cotizaciones.aceptada_item_id is 'La propuesta que el cliente aceptó desde el visor; nulo mientras no acepta'`);
  await knex.raw(`comment on column cotizaciones.aceptada_nombre is 'El nombre que el cliente escribió para confirmar su aceptación'`);

  await knex.schema.createTable('cotizacion_items', (t) => {
    tenant(t);
    t.integer('cotizacion_id').notNullable();
    t.smallint('orden').notNullable();
    t.integer('template_id');
    camposDePlan(t);
    t.jsonb('planes_pago').notNullable().defaultTo('[]');
  });
  await unicoPorAgente(knex, 'cotizacion_items');
  await referenciaDelAgente(knex, 'cotizacion_items', 'cotizacion_id', 'cotizaciones', 'cascade');
  await referenciaDelAgente(knex, 'cotizacion_items', 'template_id', 'cotizacion_templates', 'set null (template_id)');
  await knex.raw(`create index cotizacion_items_cotizacion_idx on cotizacion_items (cotizacion_id, orden)`);
  await knex.raw(`comment on table cotizacion_items is 'Propuestas de una cotización: una aseguradora y plan, con características, coberturas y planes de pago'`);
  await knex.raw(`comment on column cotizacion_items.template_id is 'La plantilla de la que partió; nulo si se capturó a mano o la plantilla se borró'`);
  await knex.raw(`comment on column cotizacion_items.planes_pago is '[{formaPago, total, primaPrimerRecibo, primaReciboSub, parcialidades}]; contado sin primer ni subsecuentes'`);

  for (const tabla of TABLAS) await enableTenantIsolation(knex, tabla);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of [...TABLAS].reverse()) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTable(tabla);
  }
}
