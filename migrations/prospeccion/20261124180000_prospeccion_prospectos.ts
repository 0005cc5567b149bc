import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Prospects: people or companies not yet clients (spec 03 §3 Prospect). A prospect converted into a
 * client keeps the link (cliente_id, composite with the agent as polizas does, so the database itself
 * refuses another agent's client) and leaves status activo (docs/adr/025-prospeccion.md).
 * Frozen text: imports no plugin code and touches only this plugin's table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('prospectos', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.string('fiscal', 6).notNullable();
    t.string('nombres', 200).notNullable();
    t.string('ap_pat', 60);
    t.string('ap_mat', 60);
    t.date('fec_nacimiento');
    t.string('sexo', 6);
    t.string('edo_civil', 11);
    t.string('telefono', 10);
    t.string('email', 100);
    t.date('fec_registro');
    t.string('status', 10).notNullable().defaultTo('activo');
    t.boolean('es_robot').notNullable().defaultTo(false);
    t.integer('cliente_id');
    t.timestamp('fecha_conversion', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table prospectos add constraint prospectos_fiscal_ck check (fiscal in ('fisica', 'moral'))`);
  await knex.raw(`alter table prospectos add constraint prospectos_sexo_ck check (sexo in ('hombre', 'mujer'))`);
  await knex.raw(`alter table prospectos add constraint prospectos_edo_civil_ck check (edo_civil in ('soltero', 'casado', 'viudo', 'divorciado', 'concubinato'))`);
  await knex.raw(`alter table prospectos add constraint prospectos_status_ck check (status in ('activo', 'convertido'))`);
  await knex.raw(`alter table prospectos add constraint prospectos_telefono_ck check (telefono ~ '^[0-9]{1,10}$')`);
  // A converted prospect names its client; an activo one names none.
  await knex.raw(`alter table prospectos add constraint prospectos_conversion_ck check ((status = 'convertido') = (cliente_id is not null))`);
  await knex.raw(`alter table prospectos add constraint prospectos_agente_id_id_uq unique (agente_id, id)`);
  await knex.raw(`alter table prospectos add constraint prospectos_cliente_id_fk foreign key (agente_id, cliente_id) references clientes (agente_id, id)`);
  // A client comes from one prospect at most.
  await knex.raw(`create unique index prospectos_cliente_uq on prospectos (agente_id, cliente_id) where cliente_id is not null`);
  // The list: by name (spec 03 §2).
  await knex.raw(`create index prospectos_nombres_idx on prospectos (agente_id, nombres, id)`);
  await knex.raw(`comment on table prospectos is 'Prospectos del agente: personas o empresas que aún no son clientes (spec 03 §3)'`);
  await knex.raw(`comment on column prospectos.nombres is 'Nombre(s) de la persona física, o razón social de la persona moral'`);
  await knex.raw(`comment on column prospectos.fec_registro is 'Fecha de constitución de la persona moral'`);
  await knex.raw(`comment on column prospectos.status is 'activo (editable y eliminable) o convertido (ya es cliente: cliente_id)'`);
  await knex.raw(`comment on column prospectos.es_robot is 'Creado por un proceso automático; la pantalla lo avisa'`);
  await knex.raw(`comment on column prospectos.cliente_id is 'El cliente en que se convirtió; su bitácora y adjuntos pasaron a ese cliente'`);
  await knex.raw(`comment on column prospectos.fecha_conversion is 'Cuándo se convirtió en cliente'`);
  await enableTenantIsolation(knex, 'prospectos');
}

export async function down(knex: Knex): Promise<void> {
  await disableTenantIsolation(knex, 'prospectos');
  await knex.schema.dropTable('prospectos');
}
