import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Claims and the insured people they name (spec 03 §3; docs/adr/024-siniestros.md). References to
 * policies and clients are composite — (agente_id, x_id) → x(agente_id, id), as polizas does
 * (docs/adr/017-polizas.md) — so the database itself refuses a claim naming another agent's policy
 * or client, whatever a route forgets. A claim's client follows its policy's: when a policy changes
 * client, its claims move with it (a subscription to the channel polizas publishes), so a claim never
 * names a policy of another client. Frozen text: imports no plugin code.
 */

const TABLAS = ['siniestros', 'siniestro_asegurados'];

function tenant(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
}

async function referenciaDelAgente(knex: Knex, tabla: string, columna: string, destino: string): Promise<void> {
  await knex.raw(`alter table ?? add constraint ?? foreign key (agente_id, ??) references ?? (agente_id, id) on delete cascade`, [
    tabla,
    `${tabla}_${columna}_fk`,
    columna,
    destino,
  ]);
}

/** The claims of a policy whose client changed take the policy's new client, in the same statement. */
const CLIENTE_DE_LA_POLIZA = `update siniestros s set cliente_id = n.cliente_id
  from nuevos n where s.agente_id = n.agente_id and s.poliza_id = n.id and s.cliente_id <> n.cliente_id`;

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('siniestros', (t) => {
    tenant(t);
    t.integer('poliza_id').notNullable();
    t.integer('cliente_id').notNullable();
    t.string('no_siniestro', 200).notNullable().defaultTo('PENDIENTE');
    t.date('fecha_siniestro').notNullable();
    t.date('fecha_estimada_resolucion');
    t.text('descripcion').notNullable();
    t.string('status', 10).notNullable().defaultTo('captura');
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table siniestros add constraint siniestros_status_ck check (status in ('captura', 'faltante', 'enviado', 'rechazado', 'finalizado'))`);
  await knex.raw(`alter table siniestros add constraint siniestros_fechas_ck check (fecha_estimada_resolucion >= fecha_siniestro)`);
  await knex.raw(`alter table siniestros add constraint siniestros_descripcion_ck check (char_length(descripcion) <= 1500)`);
  await knex.raw(`alter table siniestros add constraint siniestros_agente_id_id_uq unique (agente_id, id)`);
  await referenciaDelAgente(knex, 'siniestros', 'poliza_id', 'polizas');
  await referenciaDelAgente(knex, 'siniestros', 'cliente_id', 'clientes');
  // The list: open claims by estimated resolution (spec 03 §2); a policy's claims (its detail's block).
  await knex.raw(`create index siniestros_resolucion_idx on siniestros (agente_id, fecha_estimada_resolucion, id)`);
  await knex.raw(`create index siniestros_poliza_idx on siniestros (agente_id, poliza_id)`);
  await knex.raw(`create index siniestros_cliente_idx on siniestros (agente_id, cliente_id)`);
  await knex.raw(`comment on table siniestros is 'Siniestros: reclamaciones de los clientes sobre sus pólizas, seguidas hasta su resolución (docs/adr/024-siniestros.md)'`);
  await knex.raw(`comment on column siniestros.cliente_id is 'El cliente de la póliza: sigue al de la póliza si esta cambia de cliente'`);
  await knex.raw(`comment on column siniestros.no_siniestro is 'Número que dio la aseguradora; PENDIENTE mientras no lo da'`);
  await knex.raw(`comment on column siniestros.fecha_estimada_resolucion is 'Cuándo se espera resolverlo; nulo si no se sabe (la lista lo pone al final)'`);
  await knex.raw(
    `comment on column siniestros.status is 'captura, faltante (falta algo del cliente), enviado (a la aseguradora), rechazado o finalizado; transiciones en la ADR 024'`,
  );
  await knex.raw(`comment on column siniestros.usuario_id is 'Quién registró el siniestro'`);

  await knex.schema.createTable('siniestro_asegurados', (t) => {
    tenant(t);
    t.integer('siniestro_id').notNullable();
    t.integer('poliza_asegurado_id');
    t.smallint('orden').notNullable();
    t.string('parentesco', 10).notNullable();
    t.string('nombres', 80).notNullable();
    t.string('ap_pat', 60);
    t.string('ap_mat', 60);
  });
  await referenciaDelAgente(knex, 'siniestro_asegurados', 'siniestro_id', 'siniestros');
  await knex.raw(`create index siniestro_asegurados_siniestro_idx on siniestro_asegurados (siniestro_id, orden)`);
  await knex.raw(`comment on table siniestro_asegurados is 'Asegurados de la póliza que nombra un siniestro (Vida y Salud), copiados al elegirlos'`);
  await knex.raw(
    `comment on column siniestro_asegurados.poliza_asegurado_id is 'El asegurado de la póliza que se eligió; sin llave: editar la póliza renumera sus asegurados y el siniestro conserva su copia'`,
  );

  for (const tabla of TABLAS) await enableTenantIsolation(knex, tabla);
  await knex.raw(`select cartera_suscribir('polizas', 'siniestros.cliente', null, ?, null)`, [CLIENTE_DE_LA_POLIZA]);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`select cartera_desuscribir('polizas', 'siniestros.cliente')`);
  for (const tabla of [...TABLAS].reverse()) {
    await disableTenantIsolation(knex, tabla);
    await knex.schema.dropTable(tabla);
  }
}
