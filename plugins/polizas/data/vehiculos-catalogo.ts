import type { Knex } from 'knex';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { textoBuscableDeVehiculo } from '../shared/vehiculos.ts';
import { CLASES_VEHICULO, type ClaseVehiculo, type VehiculoCatalogo } from './vehiculos-fuente.ts';

/**
 * The shipped vehicle catalogue (`vehiculos.tsv.gz`, written by generar-vehiculos.ts from the sources
 * in vehiculos/) and its load into the `vehiculos_catalogo` table.
 */

export const CATALOGO_VEHICULOS = fileURLToPath(new URL('./vehiculos.tsv.gz', import.meta.url));

const COLUMNAS = ['clave', 'marca', 'tipo', 'version', 'modelo', 'clase'] as const;
const ENCABEZADO = COLUMNAS.join('\t');

/** Gzipped TSV with a header line, rows in source order; gzip without name or time, so it is reproducible. */
export function serializarCatalogo(filas: VehiculoCatalogo[]): Buffer {
  const lineas = filas.map((f) => COLUMNAS.map((c) => f[c]).join('\t'));
  return gzipSync([ENCABEZADO, ...lineas, ''].join('\n'), { level: 9 });
}

export function leerCatalogo(ruta = CATALOGO_VEHICULOS): VehiculoCatalogo[] {
  const [encabezado, ...lineas] = gunzipSync(readFileSync(ruta)).toString('utf8').trimEnd().split('\n');
  if (encabezado !== ENCABEZADO) throw new Error(`Encabezado inesperado en ${ruta}`);
  return lineas.map((linea, i) => {
    const [clave, marca, tipo, version, modelo, clase] = linea.split('\t');
    if (!CLASES_VEHICULO.includes(clase as ClaseVehiculo) || !/^\d{4}$/.test(modelo)) throw new Error(`${ruta}: fila ${i + 2} no válida`);
    return { clave, marca, tipo, version, modelo: Number(modelo), clase: clase as ClaseVehiculo };
  });
}

// Each batch is one insert with one array parameter per column (as the SEPOMEX load, ADR 008).
const LOTE = 20_000;

/** Inserts the rows into the empty table; descripcion and the search text are derived here. */
export async function insertarCatalogo(knex: Knex, filas: VehiculoCatalogo[]): Promise<void> {
  for (let i = 0; i < filas.length; i += LOTE) {
    const lote = filas.slice(i, i + LOTE);
    const descripciones = lote.map((f) => `${f.marca} ${f.tipo} ${f.version}`);
    await knex.raw(
      `insert into vehiculos_catalogo (clave, marca, tipo, version, modelo, clase, descripcion, busqueda)
       select c, m, t, v, mo::smallint, cl, d, b from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[]) as u(c, m, t, v, mo, cl, d, b)`,
      [
        lote.map((f) => f.clave),
        lote.map((f) => f.marca),
        lote.map((f) => f.tipo),
        lote.map((f) => f.version),
        lote.map((f) => String(f.modelo)),
        lote.map((f) => f.clase),
        descripciones,
        lote.map((f, j) => textoBuscableDeVehiculo(descripciones[j], f.modelo)),
      ],
    );
  }
}
