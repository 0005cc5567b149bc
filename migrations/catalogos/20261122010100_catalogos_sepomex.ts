import type { Knex } from 'knex';
import { APP_ROLE } from '../../core/server/db/database.ts';

/**
 * The national postal-code catalogue of Correos de México, shared by every agent (no agente_id, no
 * row-level security). It is filled on first start and refreshed with `cartera sepomex:importar`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('sepomex', (t) => {
    t.increments('id');
    t.specificType('cp', 'char(5)').notNullable();
    t.text('asentamiento').notNullable();
    t.text('tipo').notNullable();
    t.text('municipio').notNullable();
    t.text('estado').notNullable();
    t.text('ciudad');
    t.text('zona');
    t.specificType('c_estado', 'char(2)').notNullable();
    t.specificType('c_mnpio', 'char(3)').notNullable();
    t.specificType('id_asenta_cpcons', 'char(4)').notNullable();
    // Leads with cp, so it also serves the lookup by postal code; a refresh matches rows on it.
    t.unique(['cp', 'c_estado', 'c_mnpio', 'id_asenta_cpcons'], { indexName: 'sepomex_cp_asentamiento_unique' });
  });
  // Requests only read the catalogue; loading it runs as the owner.
  await knex.raw(`revoke insert, update, delete, truncate on sepomex from ${APP_ROLE}`);
  await knex.raw(
    `comment on table sepomex is 'Catálogo Nacional de Códigos Postales de Correos de México (SEPOMEX): un registro por asentamiento; compartido por todos los agentes'`,
  );
  const columnas: Record<string, string> = {
    id: 'Identificador estable: una actualización del catálogo conserva el id de cada asentamiento que sigue existiendo',
    cp: 'Código postal (d_codigo)',
    asentamiento: 'Nombre del asentamiento o colonia (d_asenta)',
    tipo: 'Tipo de asentamiento: Colonia, Fraccionamiento, Ranchería… (d_tipo_asenta)',
    municipio: 'Municipio o alcaldía (D_mnpio)',
    estado: 'Entidad federativa (d_estado)',
    ciudad: 'Ciudad (d_ciudad); vacía en asentamientos fuera de una ciudad',
    zona: 'Zona: Urbano, Rural o Semiurbano (d_zona)',
    c_estado: 'Clave INEGI de la entidad federativa (c_estado)',
    c_mnpio: 'Clave INEGI del municipio dentro de la entidad (c_mnpio)',
    id_asenta_cpcons: 'Identificador del asentamiento dentro del municipio (id_asenta_cpcons); con cp, c_estado y c_mnpio identifica el asentamiento entre versiones del catálogo',
  };
  // COMMENT takes no bind parameters: the texts above are constants without quotes.
  for (const [columna, texto] of Object.entries(columnas)) await knex.raw(`comment on column sepomex.${columna} is '${texto}'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('sepomex');
}
