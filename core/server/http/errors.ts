/** An error whose message is safe to show the user: the error middleware answers it as an envelope. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** Headers the answer carries (Retry-After with a 503). */
  readonly headers: Readonly<Record<string, string>>;
  constructor(status: number, message: string, body?: unknown, headers: Record<string, string> = {}) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export const badRequest = (message: string, body?: unknown) => new HttpError(400, message, body);
export const unauthorized = (message = MESSAGES[401]) => new HttpError(401, message);
export const forbidden = (message = MESSAGES[403]) => new HttpError(403, message);
export const notFound = (message = MESSAGES[404]) => new HttpError(404, message);

/** PostgreSQL restarting or out of reach (db/errores.ts baseNoDisponible): the same request works again shortly. */
export const MENSAJE_BASE_NO_DISPONIBLE = 'El servicio no está disponible por un momento; inténtalo de nuevo en unos segundos';
/** Seconds a client should wait before repeating a request the database could not serve. */
export const ESPERA_BASE_NO_DISPONIBLE_S = 5;

/** Default Spanish text for each status the API answers with. */
export const MESSAGES: Record<number, string> = {
  400: 'La solicitud no es válida',
  401: 'Tu sesión no es válida o ha expirado; inicia sesión de nuevo',
  403: 'No tienes permiso para realizar esta acción',
  404: 'El recurso solicitado no existe',
  405: 'Método no permitido para este recurso',
  413: 'La solicitud es demasiado grande',
  415: 'Tipo de contenido no soportado; envía JSON (application/json)',
  429: 'Demasiadas solicitudes; espera un momento y vuelve a intentarlo',
  500: 'Error interno del servidor',
  503: 'El servidor está ocupado; inténtalo de nuevo en unos segundos',
};
