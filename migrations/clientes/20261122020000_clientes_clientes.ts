import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** The agent's clients with their addresses, mobile numbers and e-mails (spec 02 §3 Cliente). */

const HIJAS = ['clientes_direcciones', 'clientes_celulares', 'clientes_correos'] as const;

/** agente_id (tenant) and cliente_id of a client's child row. */
function deCliente(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
  t.integer('cliente_id').notNullable().references('id').inTable('clientes').onDelete('CASCADE').index();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('clientes', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.string('fiscal', 6).notNullable();
    t.string('nombres', 200).notNullable();
    t.string('ap_pat', 60);
    t.string('ap_mat', 60);
    t.string('alias', 50);
    t.date('fec_nacimiento');
    t.date('fec_registro');
    t.string('rfc', 13).notNullable();
    t.string('sexo', 6);
    t.string('edo_civil', 12);
    t.string('status', 10).notNullable().defaultTo('activo');
    t.boolean('es_robot').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table clientes add constraint clientes_fiscal_ck check (fiscal in ('fisica', 'moral'))`);
  await knex.raw(`alter table clientes add constraint clientes_sexo_ck check (sexo in ('hombre', 'mujer'))`);
  await knex.raw(`alter table clientes add constraint clientes_edo_civil_ck check (edo_civil in ('soltero', 'casado', 'viudo', 'divorciado', 'concubinato'))`);
  await knex.raw(`alter table clientes add constraint clientes_status_ck check (status in ('activo', 'eliminado'))`);
  // One client per RFC and agent, except the SAT's generic RFCs (público en general, extranjeros),
  // which many clients share; a deleted client frees its RFC.
  await knex.raw(`create unique index clientes_rfc_uq on clientes (agente_id, rfc) where status <> 'eliminado' and rfc not in ('XAXX010101000', 'XEXX010101000')`);
  await knex.raw(`comment on table clientes is 'Clientes del agente: personas físicas y morales'`);
  await knex.raw(`comment on column clientes.fiscal is 'Personalidad fiscal: fisica o moral'`);
  await knex.raw(`comment on column clientes.nombres is 'Nombre(s) de la persona física, o razón social de la persona moral'`);
  await knex.raw(`comment on column clientes.fec_registro is 'Fecha de constitución de la persona moral (base de su RFC)'`);
  await knex.raw(
    `comment on column clientes.status is 'activo; eliminado: borrado lógico, fuera de listas y búsquedas, se conserva para las pólizas que lo nombran (docs/adr/012-clientes-borrado.md)'`,
  );
  await knex.raw(
    `comment on column clientes.es_robot is 'Creado por la sincronización con el portal de la aseguradora con datos incompletos; se apaga cuando el usuario guarda el cliente'`,
  );

  await knex.schema.createTable('clientes_direcciones', (t) => {
    deCliente(t);
    t.string('tipo', 30);
    t.string('direccion', 150).notNullable();
    t.integer('sepomex_id').references('id').inTable('sepomex').onDelete('SET NULL');
    t.specificType('cp', 'char(5)').notNullable();
    t.text('colonia').notNullable();
    t.text('municipio').notNullable();
    t.text('estado');
    t.text('ciudad');
  });
  await knex.raw(`comment on table clientes_direcciones is 'Direcciones de los clientes'`);
  await knex.raw(`comment on column clientes_direcciones.tipo is 'Texto libre corto: casa, oficina…'`);
  await knex.raw(`comment on column clientes_direcciones.direccion is 'Calle y número'`);
  await knex.raw(
    `comment on column clientes_direcciones.sepomex_id is 'Asentamiento elegido del catálogo SEPOMEX; nulo cuando el código postal no está en el catálogo y la colonia y el municipio se escribieron a mano'`,
  );
  await knex.raw(`comment on column clientes_direcciones.colonia is 'Copia del asentamiento SEPOMEX al guardar, o la colonia escrita a mano'`);

  await knex.schema.createTable('clientes_celulares', (t) => {
    deCliente(t);
    t.string('numero', 20).notNullable();
  });
  await knex.raw(`comment on table clientes_celulares is 'Teléfonos celulares de los clientes'`);

  await knex.schema.createTable('clientes_correos', (t) => {
    deCliente(t);
    t.string('correo', 100).notNullable();
    t.string('tipo', 30);
  });
  await knex.raw(`comment on table clientes_correos is 'Correos electrónicos de los clientes'`);
  await knex.raw(`comment on column clientes_correos.tipo is 'Texto libre corto: personal, trabajo…'`);

  for (const tabla of ['clientes', ...HIJAS]) await enableTenantIsolation(knex, tabla);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of [...HIJAS].reverse()) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTable(tabla);
  }
  await disableTenantIsolation(knex, 'clientes');
  await knex.schema.dropTable('clientes');
}
