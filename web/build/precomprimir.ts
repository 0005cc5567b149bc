import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What gains from compression; fonts in WOFF2, images and source maps are left as they are. */
const COMPRIMIBLES = /\.(js|mjs|css|html|svg|json|txt|ttf|eot)$/;
/** Under this a file fits in a packet or two: a compressed twin saves nothing. */
const MINIMO = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) twin beside every compressible file the build emits, at
 * the highest levels since it is done once; the server sends them as they are (web-static.ts)
 * instead of compressing on every request. A twin no smaller than its file is not written.
 */
export function precomprimir(): Plugin {
  return {
    name: 'cartera-precomprimir',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? path.dirname(options.file ?? '');
      const archivos = Object.values(bundle).filter((b) => COMPRIMIBLES.test(b.fileName));
      await Promise.all(
        archivos.map(async (b) => {
          const contenido = Buffer.from(b.type === 'chunk' ? b.code : b.source);
          if (contenido.length < MINIMO) return;
          const destino = path.join(dir, b.fileName);
          const [br, gzip] = await Promise.all([
            brotli(contenido, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: contenido.length } }),
            gz(contenido, { level: 9 }),
          ]);
          if (br.length < contenido.length) await writeFile(destino + '.br', br);
          if (gzip.length < contenido.length) await writeFile(destino + '.gz', gzip);
        }),
      );
    },
  };
}
