import type { Knex } from 'knex';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * What a log record or an attachment belongs to: exactly one of these ids. Plain integers for now —
 * the owners' tables arrive with later plugins, which add the foreign keys (docs/adr/013-bitacora.md).
 * Written out here, not imported, so this migration stays as it ran.
 */
const DUENOS = ['cliente_id', 'poliza_id', 'recibo_id', 'prospecto_id', 'siniestro_id', 'cotizacion_id'];

function tablaConDueno(t: Knex.CreateTableBuilder): void {
  t.increments('id');
  t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
  for (const columna of DUENOS) t.integer(columna);
}

async function unDueno(knex: Knex, tabla: string): Promise<void> {
  await knex.raw(`alter table ?? add constraint ?? check (num_nonnulls(${DUENOS.join(', ')}) = 1)`, [tabla, `${tabla}_un_dueno_ck`]);
  // Every read is "the log / attachments of one owner".
  for (const columna of DUENOS) await knex.raw(`create index ?? on ?? (??) where ?? is not null`, [`${tabla}_${columna}_idx`, tabla, columna, columna]);
}

const TABLAS = ['bitacoras', 'bitacora_textos', 'adjuntos'];

/** The activity log and attachments (spec 01 §3 Activity log record, Attachment). */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('bitacoras', (t) => {
    tablaConDueno(t);
    t.string('asunto', 200);
    t.string('tipo', 30).notNullable();
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await unDueno(knex, 'bitacoras');
  await knex.schema.createTable('bitacora_textos', (t) => {
    t.increments('id');
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.integer('bitacora_id').notNullable().references('id').inTable('bitacoras').onDelete('CASCADE').index();
    t.string('tipo', 30).notNullable();
    t.text('texto').notNullable();
    t.string('adjunto_dominio', 20);
    t.string('adjunto_path', 1000);
    t.string('adjunto_archivo', 255);
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter table bitacora_textos add constraint bitacora_textos_adjunto_ck check (num_nulls(adjunto_dominio, adjunto_path, adjunto_archivo) in (0, 3))`);
  await knex.schema.createTable('adjuntos', (t) => {
    tablaConDueno(t);
    t.string('dominio', 20).notNullable();
    t.string('path', 1000).notNullable();
    t.string('archivo', 255).notNullable();
    t.integer('usuario_id').notNullable().references('id').inTable('usuarios');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await unDueno(knex, 'adjuntos');
  await knex.raw(`comment on table bitacoras is 'Bitácora: registros de seguimiento de un cliente, póliza, recibo, prospecto, siniestro o cotización'`);
  await knex.raw(`comment on table bitacora_textos is 'Comentarios de un registro de bitácora: solo se agregan o se eliminan (BITACORA_D), nunca se editan'`);
  await knex.raw(`comment on column bitacora_textos.usuario_id is 'Quién escribió el comentario; created_at dice cuándo'`);
  await knex.raw(`comment on column bitacora_textos.adjunto_path is 'URL /api/storage/<agenteId>/<bucket>/<ruta> del archivo subido con el comentario'`);
  await knex.raw(`comment on table adjuntos is 'Archivos adjuntos de un cliente, póliza, recibo, prospecto, siniestro o cotización'`);
  await knex.raw(`comment on column adjuntos.path is 'URL /api/storage/<agenteId>/<bucket>/<ruta> que devolvió la carga del archivo'`);
  await knex.raw(`comment on column adjuntos.dominio is 'Entidad dueña del archivo (clientes, polizas, ...), la misma que su bucket'`);
  for (const tabla of TABLAS) await enableTenantIsolation(knex, tabla);
}

export async function down(knex: Knex): Promise<void> {
  for (const tabla of TABLAS) await disableTenantIsolation(knex, tabla);
  await knex.schema.dropTable('adjuntos');
  await knex.schema.dropTable('bitacora_textos');
  await knex.schema.dropTable('bitacoras');
}
