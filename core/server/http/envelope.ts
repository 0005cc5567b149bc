import { Readable } from 'node:stream';
export type { Envelope } from '../../shared/envelope.ts';
import type { Envelope } from '../../shared/envelope.ts';

export function ok<T>(body: T, message = ''): Envelope<T> {
  return { ok: true, message, body };
}

export function fail(message: string, body: unknown = null): Envelope<unknown> {
  return { ok: false, message, body };
}

export const COMA = Buffer.from(',');

/**
 * A body whose pieces are all at hand when it is set, handed out one by one and never joined: the
 * compressor takes it (compresion.ts), unlike a stream produced as it is sent.
 */
export class CuerpoEnPiezas extends Readable {
  readonly #pendientes: Buffer[];

  constructor(piezas: readonly Buffer[]) {
    super();
    // Reversed so each piece is popped, and let go, as it is sent.
    this.#pendientes = [...piezas].reverse();
  }

  override _read(): void {
    this.push(this.#pendientes.pop() ?? null);
  }
}

/**
 * The `ok` envelope of a list given as JSON pieces (each a run of items without the brackets): a
 * long list is written out piece by piece and never held as objects, nor joined into one buffer (a
 * 100k-row sheet's checked rows took 1 GB as objects, docs/adr/032-importacion-excel.md). The same
 * JSON as `ok(list)`.
 */
export function okDePiezas(piezas: readonly Buffer[], message = ''): CuerpoEnPiezas {
  const partes: Buffer[] = [aperturaOk(message)];
  for (const pieza of piezas) if (pieza.length) partes.push(...(partes.length > 1 ? [COMA, pieza] : [pieza]));
  partes.push(CIERRE_OK);
  return new CuerpoEnPiezas(partes);
}

/** What an `ok` envelope of a list written in pieces starts with, before its first item; and ends with. */
export const aperturaOk = (message: string): Buffer => Buffer.from(`{"ok":true,"message":${JSON.stringify(message)},"body":[`);
export const CIERRE_OK = Buffer.from(']}');

/** A run of items as `okDePiezas` takes it. */
export const piezaJson = (items: readonly unknown[]): Buffer => Buffer.from(JSON.stringify(items).slice(1, -1));
