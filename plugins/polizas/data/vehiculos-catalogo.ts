import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { PROJECT_ROOT } from '../../../core/server/paths.ts';
import { CLASES_VEHICULO, type ClaseVehiculo, type VehiculoCatalogo } from './vehiculos-fuente.ts';

/**
 * The shipped vehicle catalogue (`vehiculos.tsv.gz`, written by generar-vehiculos.ts from the sources
 * in vehiculos/). Migration 20261122040000 loads it into `vehiculos_catalogo` with its own frozen copy
 * of the search-text rule (textoBuscableDeVehiculo; test/api/polizas/autos.test.ts checks they agree).
 */

export const CATALOGO_VEHICULOS = path.join(PROJECT_ROOT, 'plugins/polizas/data/vehiculos.tsv.gz');

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
