import type { Knex } from 'knex';

/**
 * The owner of a log record or an attachment becomes two columns, `entidad` (the owner's kind: its
 * name in /adjuntos/{entidad}/{id} and its storage bucket) and `dueno_id`, instead of one column per
 * kind of another plugin's record (docs/adr/020-datos-por-plugin.md): crm names no table above it,
 * and a plugin becomes an owner by registering itself (plugins/crm/server/duenos.ts), with no
 * migration here. The per-agent foreign keys the polizas migration put on these tables go with the
 * columns; an owner that deletes records now asks crm to delete their log and attachments.
 *
 * Frozen text: the six old columns and their kinds are written out here, not imported.
 */
const TABLAS = ['bitacoras', 'adjuntos'];

const ANTERIORES = [
  { columna: 'cliente_id', entidad: 'clientes' },
  { columna: 'poliza_id', entidad: 'polizas' },
  { columna: 'recibo_id', entidad: 'recibos' },
  { columna: 'prospecto_id', entidad: 'prospectos' },
  { columna: 'siniestro_id', entidad: 'siniestros' },
  { columna: 'cotizacion_id', entidad: 'cotizaciones' },
];

/** The columns the polizas migration (20261122040100) keyed from these tables to the owners' tables. */
const CON_LLAVE_DE_POLIZAS = ['cliente_id', 'poliza_id', 'recibo_id'];

const COLUMNAS = ANTERIORES.map((a) => a.columna);

export async function up(knex: Knex): Promise<void> {
  // Row-level security is forced on these tables: the copy must see every agent's rows.
  await knex.raw(`select set_config('app.sistema', 'on', true)`);
  for (const tabla of TABLAS) {
    for (const columna of CON_LLAVE_DE_POLIZAS) await knex.raw(`alter table ?? drop constraint if exists ??`, [tabla, `${tabla}_${columna}_fk`]);
    await knex.raw(`alter table ?? add column entidad text, add column dueno_id integer`, [tabla]);
    const casos = ANTERIORES.map(({ columna, entidad }) => `when ${columna} is not null then '${entidad}'`).join(' ');
    await knex.raw(`update ?? set entidad = case ${casos} end, dueno_id = coalesce(${COLUMNAS.join(', ')})`, [tabla]);
    await knex.raw(`alter table ?? alter column entidad set not null, alter column dueno_id set not null`, [tabla]);
    await knex.raw(`alter table ?? drop constraint if exists ??`, [tabla, `${tabla}_un_dueno_ck`]);
    for (const columna of COLUMNAS) await knex.raw(`drop index if exists ??`, [`${tabla}_${columna}_idx`]);
    await knex.raw(`alter table ?? ${COLUMNAS.map(() => 'drop column ??').join(', ')}`, [tabla, ...COLUMNAS]);
    // Every read is "the log / the attachments of one owner" of the agent.
    await knex.raw(`create index ?? on ?? (agente_id, entidad, dueno_id)`, [`${tabla}_dueno_idx`, tabla]);
    await knex.raw(
      `comment on column ??.entidad is 'Tipo del registro dueño (clientes, polizas, recibos…): el que registró el plugin dueño, su nombre en /adjuntos/{entidad}/{id}'`,
      [tabla],
    );
    await knex.raw(`comment on column ??.dueno_id is 'Id del registro dueño en la tabla de su plugin; el dueño pide a crm borrar su bitácora y adjuntos al borrarlo'`, [tabla]);
  }
  await knex.raw(`comment on table bitacoras is 'Bitácora: registros de seguimiento de un registro de otro plugin (entidad, dueno_id)'`);
  await knex.raw(`comment on table adjuntos is 'Archivos adjuntos de un registro de otro plugin (entidad, dueno_id)'`);
  await knex.raw(`comment on column adjuntos.dominio is 'Bucket del archivo: el de una entidad dueña de adjuntos'`);
}

/**
 * Back to one column per kind, with its owner, check and indexes. The foreign keys to clients,
 * policies and receipts do not come back: crm's migrations name no table above crm (the polizas
 * migration's down drops them `if exists`).
 */
export async function down(knex: Knex): Promise<void> {
  await knex.raw(`select set_config('app.sistema', 'on', true)`);
  const conocidas = ANTERIORES.map((a) => a.entidad);
  for (const tabla of TABLAS) {
    const { rows } = await knex.raw(`select distinct entidad from ?? where entidad not in (${conocidas.map(() => '?').join(', ')})`, [tabla, ...conocidas]);
    if (rows.length) {
      const otras = rows.map((r: { entidad: string }) => r.entidad).join(', ');
      throw new Error(`No se puede revertir ${tabla}: tiene registros de entidades sin columna en la versión anterior (${otras})`);
    }
  }
  for (const tabla of TABLAS) {
    await knex.raw(`drop index if exists ??`, [`${tabla}_dueno_idx`]);
    await knex.raw(`alter table ?? ${COLUMNAS.map(() => 'add column ?? integer').join(', ')}`, [tabla, ...COLUMNAS]);
    for (const { columna, entidad } of ANTERIORES) await knex.raw(`update ?? set ?? = dueno_id where entidad = ?`, [tabla, columna, entidad]);
    await knex.raw(`alter table ?? drop column entidad, drop column dueno_id`, [tabla]);
    await knex.raw(`alter table ?? add constraint ?? check (num_nonnulls(${COLUMNAS.join(', ')}) = 1)`, [tabla, `${tabla}_un_dueno_ck`]);
    for (const columna of COLUMNAS) await knex.raw(`create index ?? on ?? (??) where ?? is not null`, [`${tabla}_${columna}_idx`, tabla, columna, columna]);
  }
  await knex.raw(`comment on table bitacoras is 'Bitácora: registros de seguimiento de un cliente, póliza, recibo, prospecto, siniestro o cotización'`);
  await knex.raw(`comment on table adjuntos is 'Archivos adjuntos de un cliente, póliza, recibo, prospecto, siniestro o cotización'`);
  await knex.raw(`comment on column adjuntos.dominio is 'Entidad dueña del archivo (clientes, polizas, ...), la misma que su bucket'`);
}
