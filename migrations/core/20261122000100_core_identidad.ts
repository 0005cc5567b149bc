import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/** Agents (the tenant), their users, one-time codes, outgoing mail and page views. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('agentes', (t) => {
    t.increments('id');
    t.string('nombre', 60).notNullable();
    t.string('ap_paterno', 45).notNullable();
    t.string('ap_materno', 45);
    t.string('correo', 100).notNullable();
    t.string('cedula', 30);
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on table agentes is 'Cuenta de un agente de seguros: el inquilino al que pertenece cada dato'`);
  await enableTenantIsolation(knex, 'agentes', 'id');

  await knex.schema.createTable('usuarios', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('agentes.id').onDelete('CASCADE').index();
    t.string('correo', 100).notNullable();
    t.text('password_hash');
    t.integer('password_version').notNullable().defaultTo(0);
    t.string('nombres', 200).notNullable();
    t.string('ap_pat', 60).notNullable();
    t.string('ap_mat', 60);
    t.string('celular', 15);
    t.string('status', 10).notNullable().defaultTo('pendiente');
    t.boolean('principal').notNullable().defaultTo(false);
    t.specificType('roles', 'text[]').notNullable().defaultTo('{}');
    t.timestamp('eliminado_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table usuarios add constraint usuarios_status_check check (status in ('pendiente', 'activo', 'inactivo'))`);
  // Sign-in is by e-mail across all agents, so the e-mail is unique product-wide (deleted users free it).
  await knex.raw(`create unique index usuarios_correo_unique on usuarios (lower(correo)) where eliminado_at is null`);
  await knex.raw(`comment on table usuarios is 'Usuario principal de un agente y sus usuarios adicionales'`);
  await knex.raw(`comment on column usuarios.status is 'pendiente hasta activar con el código enviado por correo; activo; inactivo (no puede iniciar sesión)'`);
  await knex.raw(`comment on column usuarios.password_version is 'Aumenta con cada cambio de password: los tokens emitidos antes dejan de valer'`);
  await knex.raw(`comment on column usuarios.roles is 'Privilegios concedidos por el usuario principal (ROLE_CLIENTES_R, ...); el principal los tiene todos'`);
  await enableTenantIsolation(knex, 'usuarios');

  await knex.schema.createTable('codigos_verificacion', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('agentes.id').onDelete('CASCADE');
    t.integer('usuario_id').notNullable().references('usuarios.id').onDelete('CASCADE').index();
    t.string('tipo', 20).notNullable();
    t.text('codigo_hash').notNullable();
    t.timestamp('expira_at', { useTz: true }).notNullable();
    t.timestamp('usado_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table codigos_verificacion add constraint codigos_tipo_check check (tipo in ('activacion', 'restauracion'))`);
  await knex.raw(
    `comment on table codigos_verificacion is 'Códigos de 6 dígitos de un solo uso para activar la cuenta o restablecer el password (se guarda su HMAC, no el código)'`,
  );
  await enableTenantIsolation(knex, 'codigos_verificacion');

  await knex.schema.createTable('correos_salientes', (t) => {
    t.increments('id');
    t.integer('agente_id').references('agentes.id').onDelete('SET NULL');
    t.string('para', 300).notNullable();
    t.string('asunto', 200).notNullable();
    t.text('texto').notNullable();
    t.text('html');
    t.string('estado', 10).notNullable().defaultTo('pendiente');
    t.text('error');
    t.timestamp('enviado_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`comment on table correos_salientes is 'Bandeja de salida: cada correo enviado (o guardado cuando no hay SMTP_URL) con su estado'`);

  await knex.schema.createTable('eventos_pagina', (t) => {
    t.bigIncrements('id');
    t.integer('agente_id').notNullable().references('agentes.id').onDelete('CASCADE');
    t.integer('usuario_id').notNullable().references('usuarios.id').onDelete('CASCADE');
    t.string('path', 500).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['agente_id', 'created_at']);
  });
  await knex.raw(`comment on table eventos_pagina is 'Páginas visitadas por los usuarios (un registro por cambio de ruta en la aplicación)'`);
  await enableTenantIsolation(knex, 'eventos_pagina');
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['eventos_pagina', 'codigos_verificacion', 'usuarios', 'agentes']) await disableTenantIsolation(knex, table);
  for (const table of ['eventos_pagina', 'correos_salientes', 'codigos_verificacion', 'usuarios', 'agentes']) await knex.schema.dropTable(table);
}
