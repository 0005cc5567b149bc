import { writeFileSync } from 'node:fs';
import { CATALOGO_VEHICULOS, serializarCatalogo } from './vehiculos-catalogo.ts';
import { EDICION_CATALOGO, expandirCatalogo, leerFuentes, rangoDeEdicion } from './vehiculos-fuente.ts';

/**
 * `npx tsx plugins/polizas/data/generar-vehiculos.ts`: validates the sources in vehiculos/*.tsv and
 * writes vehiculos.tsv.gz, the catalogue the product ships. Run it after editing a source and commit
 * both (a unit test fails when they differ).
 */
const rango = rangoDeEdicion();
const periodos = leerFuentes();
const filas = expandirCatalogo(periodos, rango);
const archivo = serializarCatalogo(filas);
writeFileSync(CATALOGO_VEHICULOS, archivo);

const cuenta = (f: (v: (typeof filas)[number]) => string) => new Set(filas.map(f)).size;
console.log(
  `Catálogo de vehículos, edición ${EDICION_CATALOGO} (modelos ${rango.primero}–${rango.ultimo}): ` +
    `${cuenta((v) => v.marca)} marcas, ${cuenta((v) => `${v.marca} ${v.tipo}`)} líneas, ${periodos.length} periodos, ` +
    `${cuenta((v) => `${v.marca} ${v.tipo} ${v.modelo}`)} líneas × año, ${filas.length} versiones × año; ${archivo.length} bytes en ${CATALOGO_VEHICULOS}`,
);
