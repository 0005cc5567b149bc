import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { Envelope } from '../../../core/shared/envelope.ts';

/** What every failed call gives a component: the HTTP status (0 when no response arrived) and a Spanish message. */
export interface ApiError {
  status: number;
  message: string;
}

export const FALLBACK_ERROR_MESSAGE = 'Error de comunicación con el servidor';

export interface EnvelopeBaseQueryOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Injected by tests; the browser's fetch otherwise. */
  fetchFn?: typeof fetch;
}

/**
 * A base query for the API's `{ok, message, body}` envelope: success gives `body` as data, and
 * `ok: false` or an HTTP failure gives an {@link ApiError} carrying the server's own message.
 * Free of DOM and React so it runs under mocha.
 */
export function envelopeBaseQuery(options: EnvelopeBaseQueryOptions): BaseQueryFn<string | FetchArgs, unknown, ApiError> {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: options.baseUrl,
    fetchFn: options.fetchFn,
    prepareHeaders(headers) {
      const token = options.getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      return headers;
    },
  });

  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    if (result.error) return { error: fromFetchError(result.error) };

    const status = result.meta?.response?.status ?? 200;
    if (!isEnvelope(result.data)) return { error: { status, message: FALLBACK_ERROR_MESSAGE } };
    if (!result.data.ok) return { error: { status, message: messageOf(result.data) } };
    return { data: result.data.body };
  };
}

function fromFetchError(error: FetchBaseQueryError): ApiError {
  if (typeof error.status === 'number') {
    return { status: error.status, message: isEnvelope(error.data) ? messageOf(error.data) : FALLBACK_ERROR_MESSAGE };
  }
  // A body that is not JSON (a proxy's HTML error page) still has the HTTP status worth keeping.
  const status = error.status === 'PARSING_ERROR' ? error.originalStatus : 0;
  return { status, message: FALLBACK_ERROR_MESSAGE };
}

function isEnvelope(data: unknown): data is Envelope<unknown> {
  return typeof data === 'object' && data !== null && typeof (data as { ok?: unknown }).ok === 'boolean';
}

function messageOf(envelope: Envelope<unknown>): string {
  return typeof envelope.message === 'string' && envelope.message.trim() !== '' ? envelope.message : FALLBACK_ERROR_MESSAGE;
}
