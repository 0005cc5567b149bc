import { FALLBACK_ERROR_MESSAGE, isEnvelope, messageOf, type ApiError } from './sobre.ts';
import { readStoredToken } from './token.ts';

/**
 * One API call without the store: what the login route (which must not load RTK Query, issue 19)
 * and the shell's frame need. Same contract as the store's base query: the envelope's `body`, or an
 * {@link ApiError} with the server's message (status 0 when no answer arrived).
 */
export async function llamarApi<T>(ruta: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const headers = new Headers({ Accept: 'application/json' });
  const token = readStoredToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  const falla = (status: number, message = FALLBACK_ERROR_MESSAGE): ApiError => ({ status, message });
  let respuesta: Response;
  try {
    respuesta = await fetch(`/api${ruta}`, { method: init.method ?? 'GET', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  } catch {
    throw falla(0);
  }
  // A body that is not JSON (a proxy's HTML error page) still has the HTTP status worth keeping.
  const datos: unknown = await respuesta.json().catch(() => undefined);
  if (!isEnvelope(datos)) throw falla(respuesta.status);
  if (!respuesta.ok || !datos.ok) throw falla(respuesta.status, messageOf(datos));
  return datos.body as T;
}
