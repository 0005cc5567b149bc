import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Insurer-portal sync (docs/adr/038-sincronizacion-portales.md): each agent key's schedule (one row
 * per key; claiming it is a conditional update, so two instances never run one key at once), each
 * run's log and its per-policy details. References are composite, (agente_id, x_id) → x(agente_id,
 * id), so nothing names another agent's key, policy or receipt. Frozen text: imports no plugin code.
 */

const TABLAS = ['rpa_programaciones', 'rpa_logs', 'rpa_log_detalles'];

function tenant(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
}

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rpa_programaciones', (t) => {
    tenant(t);
    t.integer('clave_id').notNullable().unique();
    t.timestamp('base', { useTz: true }).notNullable();
    t.timestamp('proxima', { useTz: true }).notNullable();
    t.timestamp('en_curso_desde', { useTz: true });
    t.integer('log_id');
  });
  await knex.raw(
    `alter table rpa_programaciones add constraint rpa_programaciones_clave_id_fk foreign key (agente_id, clave_id) references agente_claves (agente_id, id) on delete cascade`,
  );
  await knex.raw(`comment on table rpa_programaciones is 'Cuándo corre la siguiente sincronización de cada clave de agente con el portal de su aseguradora'`);
  await knex.raw(
    `comment on column rpa_programaciones.base is 'La próxima sincronización que puso la clave al guardar sus credenciales; si cambia, la programación vuelve a empezar'`,
  );
  await knex.raw(`comment on column rpa_programaciones.en_curso_desde is 'Desde cuándo una instancia corre la sincronización de la clave; nulo si ninguna'`);

  await knex.schema.createTable('rpa_logs', (t) => {
    tenant(t);
    t.integer('clave_id').notNullable();
    t.integer('aseguradora_id').notNullable();
    t.timestamp('inicio', { useTz: true }).notNullable();
    t.timestamp('fin', { useTz: true });
    t.string('status', 15).notNullable();
    t.integer('total_registros').notNullable().defaultTo(0);
    t.string('mensaje', 500);
  });
  await knex.raw(`alter table rpa_logs add constraint rpa_logs_agente_id_id_uq unique (agente_id, id)`);
  await knex.raw(`alter table rpa_logs add constraint rpa_logs_status_ck check (status in ('en_curso', 'exito', 'error', 'captcha', 'credenciales'))`);
  await knex.raw(`alter table rpa_logs add constraint rpa_logs_clave_id_fk foreign key (agente_id, clave_id) references agente_claves (agente_id, id) on delete cascade`);
  await knex.raw(`create index rpa_logs_agente_inicio_idx on rpa_logs (agente_id, inicio desc)`);
  await knex.raw(`comment on table rpa_logs is 'Cada sincronización con el portal de una aseguradora: cuándo empezó y terminó, cómo terminó y cuántas pólizas recorrió'`);
  await knex.raw(`comment on column rpa_logs.mensaje is 'Por qué se detuvo o su resumen, en español; nunca una contraseña'`);

  await knex.schema.createTable('rpa_log_detalles', (t) => {
    tenant(t);
    t.integer('log_id').notNullable();
    t.string('status', 10).notNullable();
    t.string('no_poliza', 100).notNullable();
    t.string('resultado', 500);
    t.integer('poliza_id');
    t.integer('recibo_id');
  });
  await knex.raw(`alter table rpa_log_detalles add constraint rpa_log_detalles_status_ck check (status in ('error', 'pendiente', 'exito'))`);
  await knex.raw(`alter table rpa_log_detalles add constraint rpa_log_detalles_log_id_fk foreign key (agente_id, log_id) references rpa_logs (agente_id, id) on delete cascade`);
  await knex.raw(
    `alter table rpa_log_detalles add constraint rpa_log_detalles_poliza_id_fk foreign key (agente_id, poliza_id) references polizas (agente_id, id) on delete set null (poliza_id)`,
  );
  await knex.raw(
    `alter table rpa_log_detalles add constraint rpa_log_detalles_recibo_id_fk foreign key (agente_id, recibo_id) references recibos (agente_id, id) on delete set null (recibo_id)`,
  );
  await knex.raw(`create index rpa_log_detalles_log_idx on rpa_log_detalles (agente_id, log_id, id)`);
  await knex.raw(`comment on table rpa_log_detalles is 'Lo que pasó con cada póliza encontrada en el portal durante una sincronización'`);

  for (const tabla of TABLAS) await enableTenantIsolation(knex, tabla);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of [...TABLAS].reverse()) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTable(tabla);
  }
}
