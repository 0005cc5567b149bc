import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { FALLBACK_ERROR_MESSAGE, isEnvelope, messageOf, type ApiError } from './sobre.ts';

export { FALLBACK_ERROR_MESSAGE, type ApiError };

/**
 * The meta of every call: the request and response, plus the envelope's `message` on success, for
 * the calls whose success text the spec shows ('Guardado exitosamente'): read it in an endpoint's
 * `transformResponse: (body, meta) => ({ body, message: meta?.message })`.
 */
export type EnvelopeMeta = Partial<FetchBaseQueryMeta> & { message?: string };

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
export function envelopeBaseQuery(options: EnvelopeBaseQueryOptions): BaseQueryFn<string | FetchArgs, unknown, ApiError, {}, EnvelopeMeta> {
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
    const meta: EnvelopeMeta = { ...result.meta };
    if (result.error) return { error: fromFetchError(result.error), meta };

    const status = result.meta?.response?.status ?? 200;
    if (!isEnvelope(result.data)) return { error: { status, message: FALLBACK_ERROR_MESSAGE }, meta };
    if (!result.data.ok) return { error: { status, message: messageOf(result.data) }, meta };
    return { data: result.data.body, meta: { ...meta, message: typeof result.data.message === 'string' ? result.data.message : '' } };
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

/** A successful answer together with the envelope's message. */
export interface WithMessage<T> {
  body: T;
  message: string;
}

/** `transformResponse` for calls whose success message is shown to the user. */
export function withMessage<T>(body: unknown, meta: EnvelopeMeta | undefined): WithMessage<T> {
  return { body: body as T, message: meta?.message ?? '' };
}
