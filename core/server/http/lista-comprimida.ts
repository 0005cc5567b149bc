import type { Context } from 'koa';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { aperturaOk, CIERRE_OK, COMA, CuerpoEnPiezas, okDePiezas, piezaJson } from './envelope.ts';

/** Adds a run of items to the list; resolves once the compressor has room for more (it holds back a fast producer). */
export type AgregarALista = (items: readonly unknown[]) => Promise<void>;

/**
 * Answers the `ok` envelope of a long list that `llenar` builds part after part (the Excel import's
 * checked rows, docs/adr/032-importacion-excel.md), compressed while it is built when the client
 * accepts brotli or gzip: what waits for the last part is the compressed answer, not its JSON (about
 * 150 MB for a 100k-row sheet). The compression is the one the API's compressor would apply at the
 * end (brotli at koa-compress's quality 4, or gzip, whichever the client prefers), only done earlier,
 * in zlib's threads, while the next part is checked. A client that accepts neither gets the JSON
 * pieces (okDePiezas). The answer is set only once `llenar` resolves; when it throws, the list is let
 * go and the error goes on alone.
 */
export async function responderLista(ctx: Context, llenar: (agregar: AgregarALista) => Promise<unknown>, message = ''): Promise<void> {
  ctx.vary('Accept-Encoding');
  const aceptada = ctx.acceptsEncodings('br', 'gzip', 'identity');
  const compresion = aceptada === 'br' || aceptada === 'gzip' ? { codificacion: aceptada, flujo: compresor(aceptada) } : null;
  ctx.type = 'application/json; charset=utf-8';
  if (!compresion) {
    const piezas: Buffer[] = [];
    await llenar(async (items) => {
      if (items.length) piezas.push(piezaJson(items));
    });
    ctx.body = okDePiezas(piezas, message);
    return;
  }
  const { codificacion, flujo } = compresion;
  const comprimido: Buffer[] = [];
  flujo.on('data', (b: Buffer) => comprimido.push(b));
  flujo.write(aperturaOk(message));
  let vacia = true;
  try {
    await llenar(async (items) => {
      if (items.length === 0) return;
      if (!vacia) flujo.write(COMA);
      vacia = false;
      if (!flujo.write(piezaJson(items))) await once(flujo, 'drain');
    });
    flujo.end(CIERRE_OK);
    await finished(flujo);
  } catch (e) {
    flujo.destroy();
    throw e;
  }
  ctx.set('Content-Encoding', codificacion);
  // Already compressed: the API's compressor must leave it alone.
  ctx.compress = false;
  ctx.body = new CuerpoEnPiezas(comprimido);
}

const compresor = (codificacion: 'br' | 'gzip'): BrotliCompress | Gzip =>
  codificacion === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip();
