import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { CliError } from '../../../../cli/cli-error.ts';
import type { CliContribution } from '../../../../core/server/plugins/contract.ts';
import { reemplazarSepomex } from './sepomex-loader.ts';
import { parseSepomex, SepomexFormatError, type SepomexArchivo } from './sepomex-parser.ts';

const GZIP = [0x1f, 0x8b];

/** Reads and validates the whole file before the database is opened: a bad file changes nothing. */
function leer(archivo: string): SepomexArchivo {
  const ruta = path.resolve(archivo);
  if (!existsSync(ruta) || !statSync(ruta).isFile()) throw new CliError(`No existe el archivo ${archivo}`);
  let contenido: Buffer = readFileSync(ruta);
  if (contenido[0] === GZIP[0] && contenido[1] === GZIP[1]) {
    try {
      contenido = gunzipSync(contenido);
    } catch {
      throw new CliError(`${archivo} parece comprimido con gzip pero no se pudo descomprimir; el catálogo no se modificó`);
    }
  }
  try {
    return parseSepomex(contenido);
  } catch (err) {
    if (err instanceof SepomexFormatError) throw new CliError(`${archivo}, ${err.message}; el catálogo no se modificó`);
    throw err;
  }
}

/**
 * cartera sepomex:importar <CPdescarga.txt>: refreshes the postal-code catalogue from a newer
 * official download (correosdemexico.gob.mx, TXT of all states), all or nothing.
 */
export const sepomexCommand: CliContribution = (program, runtime) => {
  program
    .command('sepomex:importar')
    .description('Reemplaza el catálogo de códigos postales con un CPdescarga.txt de Correos de México (Latin-1 o UTF-8, también .gz)')
    .argument('<archivo>', 'archivo CPdescarga.txt descargado de correosdemexico.gob.mx')
    .action(async (archivo: string) => {
      const datos = leer(archivo);
      console.log(`${archivo}: ${datos.asentamientos.length} asentamientos de ${datos.codigosPostales} códigos postales (${datos.codificacion})`);
      const rt = await runtime();
      try {
        const r = await rt.db.withOwner((owner) => reemplazarSepomex(owner, datos));
        console.log(
          `Catálogo SEPOMEX actualizado en ${(r.ms / 1000).toFixed(1)} s: ${r.asentamientos} asentamientos, ` +
            `${r.nuevos} nuevos, ${r.actualizados} actualizados, ${r.eliminados} eliminados.`,
        );
      } finally {
        await rt.close();
      }
    });
};
