import type { Knex } from 'knex';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_ROLE } from '../../core/server/db/database.ts';
import { PROJECT_ROOT } from '../../core/server/paths.ts';
import { disableTenantIsolation, enableTenantIsolation } from '../../core/server/db/tenancy.ts';

/**
 * Insurers (docs/adr/010-aseguradoras.md): the predefined ones every agent shares, each agent's own
 * ones under row-level security, one id space for both, and the view `aseguradoras` that unites them.
 */

const DATA = path.join(PROJECT_ROOT, 'plugins/catalogos/data/aseguradoras.tsv');

/** Own insurers start above the range kept for predefined ones, whose ids are fixed in the data file. */
const PRIMER_ID_PROPIO = 1001;

function predefinidas(): { id: number; razon_social: string; aseguradora: string; abreviacion: string }[] {
  const [header, ...lines] = readFileSync(DATA, 'utf8').trim().split(/\r?\n/);
  if (header !== 'id\trazon_social\taseguradora\tabreviacion') throw new Error(`Encabezado inesperado en ${DATA}`);
  return lines.map((line) => {
    const [id, razon_social, aseguradora, abreviacion] = line.split('\t');
    return { id: Number(id), razon_social, aseguradora, abreviacion };
  });
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`create sequence aseguradoras_id_seq start with ${PRIMER_ID_PROPIO}`);
  await knex.raw(`comment on sequence aseguradoras_id_seq is 'Ids de las aseguradoras propias; las predefinidas usan ids fijos menores a ${PRIMER_ID_PROPIO}'`);

  await knex.schema.createTable('aseguradoras_predefinidas', (t) => {
    t.integer('id').primary();
    t.string('razon_social', 200).notNullable();
    t.string('aseguradora', 100).notNullable();
    t.string('abreviacion', 20).notNullable();
    t.string('status', 10).notNullable().defaultTo('activo');
    t.boolean('pdf').notNullable().defaultTo(false);
    t.boolean('rpa').notNullable().defaultTo(false);
  });
  await knex.raw(`alter table aseguradoras_predefinidas add constraint aseguradoras_predefinidas_id_ck check (id between 1 and ${PRIMER_ID_PROPIO - 1})`);
  await knex.raw(`alter table aseguradoras_predefinidas add constraint aseguradoras_predefinidas_status_ck check (status in ('activo', 'inactivo'))`);
  await knex.raw(`comment on table aseguradoras_predefinidas is 'Aseguradoras autorizadas en México (estandar), compartidas por todos los agentes y de solo lectura para ellos'`);
  await knex.raw(`comment on column aseguradoras_predefinidas.pdf is 'El producto lee las carátulas en PDF de esta aseguradora'`);
  await knex.raw(`comment on column aseguradoras_predefinidas.rpa is 'El producto sincroniza el portal de esta aseguradora'`);
  await knex('aseguradoras_predefinidas').insert(predefinidas());
  // The API role may read the shared catalogue but never change it, whatever a route forgets.
  await knex.raw(`revoke insert, update, delete, truncate on aseguradoras_predefinidas from ${APP_ROLE}`);

  await knex.schema.createTable('aseguradoras_propias', (t) => {
    t.integer('id').primary().defaultTo(knex.raw(`nextval('aseguradoras_id_seq')`));
    t.integer('agente_id').notNullable().references('id').inTable('agentes').onDelete('CASCADE').index();
    t.string('aseguradora', 100).notNullable();
    t.string('abreviacion', 10).notNullable();
    t.string('status', 10).notNullable().defaultTo('activo');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw(`alter sequence aseguradoras_id_seq owned by aseguradoras_propias.id`);
  await knex.raw(`alter table aseguradoras_propias add constraint aseguradoras_propias_id_ck check (id >= ${PRIMER_ID_PROPIO})`);
  await knex.raw(`alter table aseguradoras_propias add constraint aseguradoras_propias_status_ck check (status in ('activo', 'inactivo'))`);
  await knex.raw(`create unique index aseguradoras_propias_nombre_uq on aseguradoras_propias (agente_id, cartera_fold(aseguradora))`);
  await knex.raw(`create unique index aseguradoras_propias_abreviacion_uq on aseguradoras_propias (agente_id, cartera_fold(abreviacion))`);
  await knex.raw(`comment on table aseguradoras_propias is 'Aseguradoras que cada agente da de alta; nombre y abreviación únicos por agente sin distinguir mayúsculas ni acentos'`);
  await enableTenantIsolation(knex, 'aseguradoras_propias');

  // security_invoker: the view reads with the caller's rights, so the row-level security of
  // aseguradoras_propias applies through it (a plain view would read as its owner).
  await knex.raw(`create view aseguradoras with (security_invoker = true) as
    select id, aseguradora, abreviacion, razon_social, status, true as estandar, pdf, rpa from aseguradoras_predefinidas
    union all
    select id, aseguradora, abreviacion, null, status, false, false, false from aseguradoras_propias`);
  await knex.raw(`comment on view aseguradoras is 'Aseguradoras visibles para el agente de la transacción: las predefinidas y las propias'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop view aseguradoras');
  await disableTenantIsolation(knex, 'aseguradoras_propias');
  await knex.schema.dropTable('aseguradoras_propias');
  await knex.schema.dropTable('aseguradoras_predefinidas');
  await knex.raw('drop sequence if exists aseguradoras_id_seq');
}
