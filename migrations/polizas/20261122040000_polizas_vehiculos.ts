import type { Knex } from 'knex';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { APP_ROLE } from '../../core/server/db/database.ts';
import { PROJECT_ROOT } from '../../core/server/paths.ts';

/**
 * Frozen text: the load below is written out as it ran, not imported from the plugin, so changing the
 * plugin's code never changes what this migration does. Only the shipped data file is read.
 */
const CATALOGO = path.join(PROJECT_ROOT, 'plugins/polizas/data/vehiculos.tsv.gz');
const ENCABEZADO = 'clave\tmarca\ttipo\tversion\tmodelo\tclase';
const LOTE = 20_000;

const plegar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The search text: folded words, the year and the whole description folded, between spaces. */
function busqueda(descripcion: string, modelo: string): string {
  const palabras = [...new Set(descripcion.split(/\s+/).map(plegar).filter(Boolean))];
  return ` ${palabras.join(' ')} ${modelo} ${plegar(descripcion)} `;
}

async function cargarCatalogo(knex: Knex): Promise<void> {
  const [encabezado, ...lineas] = gunzipSync(readFileSync(CATALOGO)).toString('utf8').trimEnd().split('\n');
  if (encabezado !== ENCABEZADO) throw new Error('Encabezado inesperado en vehiculos.tsv.gz');
  const filas = lineas.map((linea, i) => {
    const [clave, marca, tipo, version, modelo, clase] = linea.split('\t');
    if (!['auto', 'pickup', 'suv', 'van'].includes(clase) || !/^\d{4}$/.test(modelo)) throw new Error(`vehiculos.tsv.gz: fila ${i + 2} no válida`);
    return { clave, marca, tipo, version, modelo, clase, descripcion: `${marca} ${tipo} ${version}` };
  });
  for (let i = 0; i < filas.length; i += LOTE) {
    const lote = filas.slice(i, i + LOTE);
    await knex.raw(
      `insert into vehiculos_catalogo (clave, marca, tipo, version, modelo, clase, descripcion, busqueda)
       select c, m, t, v, mo::smallint, cl, d, b from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[]) as u(c, m, t, v, mo, cl, d, b)`,
      [
        lote.map((f) => f.clave),
        lote.map((f) => f.marca),
        lote.map((f) => f.tipo),
        lote.map((f) => f.version),
        lote.map((f) => f.modelo),
        lote.map((f) => f.clase),
        lote.map((f) => f.descripcion),
        lote.map((f) => busqueda(f.descripcion, f.modelo)),
      ],
    );
  }
}

/**
 * The vehicle catalogue that ships with the product (docs/adr/016-vehiculos.md): brands, lines and
 * versions sold in Mexico by model year, shared by every agent (no agente_id, no row-level security)
 * and read by the wizard's autocomplete (GET /api/autos/buscador/modelos).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('vehiculos_catalogo', (t) => {
    t.increments('id');
    t.string('clave', 16).notNullable();
    t.string('marca', 60).notNullable();
    t.string('tipo', 100).notNullable();
    t.string('version', 100).notNullable();
    t.smallint('modelo').notNullable();
    t.string('clase', 10).notNullable();
    t.string('descripcion', 300).notNullable();
    t.text('busqueda').notNullable();
  });
  await knex.raw(`alter table vehiculos_catalogo add constraint vehiculos_catalogo_clase_ck check (clase in ('auto', 'pickup', 'suv', 'van'))`);
  await knex.raw(
    `comment on table vehiculos_catalogo is 'Catálogo de vehículos vendidos en México (marca, línea, versión por año modelo) que se incluye con el producto; compartido por todos los agentes y de solo lectura para ellos'`,
  );
  const columnas: Record<string, string> = {
    clave: 'Clave propia de Cartera (CRT- y 12 dígitos hexadecimales), estable mientras no cambien marca, línea, versión y año; se envía como amis, pero no es una clave AMIS',
    tipo: 'Línea o submarca (VERSA, JETTA…); el campo tipo de la sugerencia',
    version: 'Versión: equipamiento y transmisión (SENSE TM, COMFORTLINE TIPTRONIC…)',
    modelo: 'Año modelo',
    clase: 'auto, pickup, suv o van; pickup=1 en la búsqueda limita a pickup',
    descripcion: 'Marca, línea y versión, como se guarda en el vehículo de la póliza',
    busqueda: 'Lo que compara la búsqueda: las palabras de la descripción en minúsculas sin acentos ni signos, el año y la descripción sin espacios, entre espacios',
  };
  // COMMENT takes no bind parameters: the texts above are constants without quotes.
  for (const [columna, texto] of Object.entries(columnas)) await knex.raw(`comment on column vehiculos_catalogo.${columna} is '${texto}'`);
  // Loaded first, indexed after: building an index once is faster than maintaining it row by row.
  await cargarCatalogo(knex);
  await knex.raw('alter table vehiculos_catalogo add constraint vehiculos_catalogo_clave_uq unique (clave)');
  // The search's order (newest year, brand, line, version): a year filter and the first 20 matches
  // are read straight from it. Unique, so the catalogue cannot list one version twice in a year.
  await knex.raw('create unique index vehiculos_catalogo_orden_uq on vehiculos_catalogo (modelo desc, marca, tipo, version)');
  // Statistics now: PGlite runs no autovacuum, and without them the planner guesses a year holds 150 rows.
  await knex.raw('analyze vehiculos_catalogo');
  // Requests only read the catalogue, whatever a route forgets.
  await knex.raw(`revoke insert, update, delete, truncate on vehiculos_catalogo from ${APP_ROLE}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('vehiculos_catalogo');
}
