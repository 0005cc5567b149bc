import { gzipSync } from 'node:zlib';
import type { Logger, Plugin } from 'vite';

/** One built file and what it weighs, raw and gzip-compressed (what a browser downloads). */
export interface Medida {
  archivo: string;
  bytes: number;
  gzip: number;
}

export interface Informe {
  medidas: Medida[];
  totalGzip: number;
  lineas: string[];
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

/**
 * Weighs the files (JS and CSS only: what the budget counts) and throws when their gzip total is over
 * maxGzip bytes, so a build that grew past what agency sites were promised fails instead of shipping.
 */
export function comprobarPresupuesto(etiqueta: string, archivos: { archivo: string; contenido: string | Uint8Array }[], maxGzip: number): Informe {
  const medidas = archivos
    .filter((a) => /\.(js|css)$/.test(a.archivo))
    .map((a) => ({ archivo: a.archivo, bytes: Buffer.byteLength(a.contenido), gzip: gzipSync(a.contenido, { level: 9 }).length }));
  const totalGzip = medidas.reduce((s, m) => s + m.gzip, 0);
  const lineas = [
    ...medidas.map((m) => `  ${m.archivo.padEnd(48)} ${kb(m.bytes).padStart(10)}  gzip ${kb(m.gzip).padStart(10)}`),
    `  ${etiqueta}: ${kb(totalGzip)} gzip de ${kb(maxGzip)} permitidos`,
  ];
  if (totalGzip > maxGzip) throw new Error(`${etiqueta} excede su presupuesto: ${kb(totalGzip)} gzip, el máximo es ${kb(maxGzip)}\n${lineas.join('\n')}`);
  return { medidas, totalGzip, lineas };
}

/**
 * A Vite plugin that prints the sizes of what it is about to write (at Vite's info level, so the
 * server's quiet first-start build stays quiet) and fails the build over budget, before writing.
 */
export function presupuesto(etiqueta: string, maxGzip: number): Plugin {
  let logger: Logger | undefined;
  return {
    name: 'cartera-presupuesto',
    apply: 'build',
    configResolved(config) {
      logger = config.logger;
    },
    generateBundle(_options, bundle) {
      const archivos = Object.values(bundle).map((b) => ({ archivo: b.fileName, contenido: b.type === 'chunk' ? b.code : b.source }));
      logger?.info(comprobarPresupuesto(etiqueta, archivos, maxGzip).lineas.join('\n'));
    },
  };
}
