import type { Envelope } from '../../../core/shared/envelope.ts';

/** What every failed call gives a component: the HTTP status (0 when no response arrived) and a Spanish message. */
export interface ApiError {
  status: number;
  message: string;
}

export const FALLBACK_ERROR_MESSAGE = 'Error de comunicación con el servidor';

/** True for the API's `{ok, message, body}` envelope. */
export function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && typeof (data as { ok?: unknown }).ok === 'boolean';
}

/** The server's own message of a failed envelope, or the fallback when it gave none. */
export function messageOf(envelope: Envelope<unknown>): string {
  return typeof envelope.message === 'string' && envelope.message.trim() !== '' ? envelope.message : FALLBACK_ERROR_MESSAGE;
}
