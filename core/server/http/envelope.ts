export type { Envelope } from '../../shared/envelope.ts';
import type { Envelope } from '../../shared/envelope.ts';

export function ok<T>(body: T, message = ''): Envelope<T> {
  return { ok: true, message, body };
}

export function fail(message: string, body: unknown = null): Envelope<unknown> {
  return { ok: false, message, body };
}

const COMA = Buffer.from(',');

/**
 * The `ok` envelope of a list given as JSON pieces (each a run of items without the brackets), as
 * bytes: a long list is written out piece by piece and never held as objects (a 100k-row sheet's
 * checked rows took 1 GB so, docs/adr/032-importacion-excel.md). The same JSON as `ok(list)`.
 */
export function okDePiezas(piezas: readonly Buffer[], message = ''): Buffer {
  const partes: Buffer[] = [Buffer.from(`{"ok":true,"message":${JSON.stringify(message)},"body":[`)];
  for (const pieza of piezas) if (pieza.length) partes.push(...(partes.length > 1 ? [COMA, pieza] : [pieza]));
  partes.push(Buffer.from(']}'));
  return Buffer.concat(partes);
}

/** A run of items as `okDePiezas` takes it. */
export const piezaJson = (items: readonly unknown[]): Buffer => Buffer.from(JSON.stringify(items).slice(1, -1));
