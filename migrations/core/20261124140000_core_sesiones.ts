import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Issue 12: attempt counters kept in the database (they hold across instances and restarts),
 * sessions the server can revoke, codes burned after repeated misses, and e-mail changes that wait
 * for the new address to confirm (docs/adr/021-sesiones.md). Frozen text.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('intentos_acceso', (t) => {
    t.text('clave').primary();
    t.integer('conteo').notNullable();
    t.timestamp('vence_at', { useTz: true }).notNullable().index();
  });
  await knex.raw(
    `comment on table intentos_acceso is 'Intentos por ventana de tiempo (inicio de sesión, códigos, correos) por cuenta, origen o ambos; la clave es un HMAC, no el correo ni la IP'`,
  );

  await knex.schema.createTable('sesiones', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.integer('agente_id').notNullable().references('agentes.id').onDelete('CASCADE');
    t.integer('usuario_id').notNullable().references('usuarios.id').onDelete('CASCADE').index();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('expira_at', { useTz: true }).notNullable();
    t.timestamp('revocada_at', { useTz: true });
    t.string('motivo', 20);
  });
  await knex.raw(`comment on table sesiones is 'Sesiones iniciadas: el token las nombra; una sesión revocada o vencida ya no vale aunque su token no haya expirado'`);
  await knex.raw(`comment on column sesiones.expira_at is 'Vida absoluta de la sesión: renovar el token no la extiende'`);
  await knex.raw(`comment on column sesiones.motivo is 'Por qué se revocó: salida, password, correo, privilegios, desactivado, eliminado'`);
  await enableTenantIsolation(knex, 'sesiones');

  await knex.schema.alterTable('codigos_verificacion', (t) => {
    t.integer('intentos').notNullable().defaultTo(0);
  });
  await knex.raw(
    `comment on column codigos_verificacion.intentos is 'Intentos contra los códigos vigentes del usuario, contados antes de comparar; tras el quinto fallido se anulan'`,
  );
  await knex.raw(`alter table codigos_verificacion drop constraint codigos_tipo_check`);
  await knex.raw(`alter table codigos_verificacion add constraint codigos_tipo_check check (tipo in ('activacion', 'restauracion', 'cambio_correo'))`);

  await knex.schema.alterTable('usuarios', (t) => {
    t.string('correo_pendiente', 100);
  });
  // Codes already in the outbox are blanked, as the mailer now stores every new message.
  await knex.raw(`select set_config('app.sistema', 'on', true)`);
  await knex.raw(
    `update correos_salientes set texto = regexp_replace(regexp_replace(texto, 'codigo=\\d{6}', 'codigo=[omitido]', 'g'), '^\\d{6}$', '[omitido]', 'gn')
     where texto ~ 'codigo=\\d{6}' or texto ~ '(^|\n)\\d{6}(\n|$)'`,
  );
  await knex.raw(`select set_config('app.sistema', '', true)`);
  // The daily maintenance purges old mail as the owning role in system scope (the app role cannot delete).
  await knex.raw(`create policy purgar on correos_salientes for delete using ((select cartera_sistema()))`);

  await knex.raw(`comment on column usuarios.correo_pendiente is 'Correo nuevo que espera confirmación con el código enviado a esa dirección; hasta entonces vale el anterior'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`drop policy purgar on correos_salientes`);
  await knex.schema.alterTable('usuarios', (t) => t.dropColumn('correo_pendiente'));
  await knex('codigos_verificacion').where({ tipo: 'cambio_correo' }).delete();
  await knex.raw(`alter table codigos_verificacion drop constraint codigos_tipo_check`);
  await knex.raw(`alter table codigos_verificacion add constraint codigos_tipo_check check (tipo in ('activacion', 'restauracion'))`);
  await knex.schema.alterTable('codigos_verificacion', (t) => t.dropColumn('intentos'));
  await disableTenantIsolation(knex, 'sesiones');
  await knex.schema.dropTable('sesiones');
  await knex.schema.dropTable('intentos_acceso');
}
