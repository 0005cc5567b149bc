import type { Context } from 'koa';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import { aperturaOk, CIERRE_OK, COMA, CuerpoEnPiezas, okDePiezas, piezaJson } from './envelope.ts';

/**
 * The `ok` envelope of a long list built part after part (the Excel import's checked rows,
 * docs/adr/032-importacion-excel.md), compressed while it is built when the client accepts brotli or
 * gzip: what waits for the last part is the compressed answer, not its JSON (about 150 MB for a
 * 100k-row sheet). The compression is the one the API's compressor would apply at the end (brotli
 * at koa-compress's quality 4, or gzip, whichever the client prefers), only done earlier, in zlib's
 * threads, while the next part is checked. A client that accepts neither gets the JSON pieces
 * (okDePiezas).
 */
export class ListaComprimida {
  readonly #codificacion: 'br' | 'gzip' | null;
  readonly #compresor: BrotliCompress | Gzip | null;
  readonly #comprimido: Buffer[] = [];
  readonly #piezas: Buffer[] = [];
  readonly #message: string;
  #vacia = true;

  constructor(ctx: Context, message = '') {
    ctx.vary('Accept-Encoding');
    const aceptada = ctx.acceptsEncodings('br', 'gzip', 'identity');
    this.#codificacion = aceptada === 'br' || aceptada === 'gzip' ? aceptada : null;
    this.#message = message;
    this.#compresor = this.#codificacion === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : this.#codificacion === 'gzip' ? createGzip() : null;
    this.#compresor?.on('data', (b: Buffer) => this.#comprimido.push(b));
    this.#compresor?.write(aperturaOk(message));
  }

  /** Adds a run of items; resolves once the compressor has room for more (it holds back a fast producer). */
  async agregar(items: readonly unknown[]): Promise<void> {
    if (items.length === 0) return;
    const pieza = piezaJson(items);
    if (!this.#compresor) {
      this.#piezas.push(pieza);
      return;
    }
    if (!this.#vacia) this.#compresor.write(COMA);
    this.#vacia = false;
    if (!this.#compresor.write(pieza)) await once(this.#compresor, 'drain');
  }

  /** Sets the finished list as the answer. */
  async responder(ctx: Context): Promise<void> {
    ctx.type = 'application/json; charset=utf-8';
    if (!this.#compresor || !this.#codificacion) {
      ctx.body = okDePiezas(this.#piezas, this.#message);
      return;
    }
    this.#compresor.end(CIERRE_OK);
    await finished(this.#compresor);
    ctx.set('Content-Encoding', this.#codificacion);
    // Already compressed: the API's compressor must leave it alone.
    ctx.compress = false;
    ctx.body = new CuerpoEnPiezas(this.#comprimido);
  }

  /** Lets go of a list that will not be sent (a part was refused); nothing once it was. */
  descartar(): void {
    if (!this.#compresor?.writableFinished) this.#compresor?.destroy();
  }
}
