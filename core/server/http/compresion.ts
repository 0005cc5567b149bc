import compress from 'koa-compress';
import type { Middleware } from 'koa';
import { Stream } from 'node:stream';
import { CuerpoEnPiezas } from './envelope.ts';

/** Below this an answer fits in a packet or two: compressing it costs more CPU than it saves. */
export const UMBRAL_COMPRESION = 1024;

/**
 * Compresses the API's answers (brotli or gzip, as the client asks) over the threshold, only for
 * compressible types (koa-compress's default filter, so images, PDFs and xlsx pass as they are).
 * Streamed bodies are never compressed: the compressor would hold back a download's bytes until it
 * fills a block; a body of pieces all at hand (CuerpoEnPiezas) is. The report exports write to the
 * socket themselves (ctx.respond = false) and are left alone too, since their headers are already sent. The shell's static files are compressed
 * at build time instead (web-static.ts).
 */
export function compresionApi(): Middleware {
  const comprimir = compress({ threshold: UMBRAL_COMPRESION });
  return (ctx, next) =>
    comprimir(ctx, async () => {
      await next();
      if (ctx.body instanceof Stream && !(ctx.body instanceof CuerpoEnPiezas)) ctx.compress = false;
    });
}
