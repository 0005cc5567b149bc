export type { Envelope } from '../../shared/envelope.ts';
import type { Envelope } from '../../shared/envelope.ts';

export function ok<T>(body: T, message = ''): Envelope<T> {
  return { ok: true, message, body };
}

export function fail(message: string, body: unknown = null): Envelope<unknown> {
  return { ok: false, message, body };
}
