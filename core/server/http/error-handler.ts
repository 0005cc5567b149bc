import type { Middleware } from 'koa';
import { ESPERA_BASE_NO_DISPONIBLE_S, HttpError, MENSAJE_BASE_NO_DISPONIBLE, MESSAGES } from './errors.ts';
import type { RequestState } from './state.ts';
import { baseNoDisponible, errorPg, esUnicoRepetido } from '../db/errores.ts';

interface ParserError extends Error {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

/** Body-parser failures (co-body/raw-body) carry a status and a type; give each a Spanish message. */
function parserMessage(err: ParserError): { status: number; message: string } | null {
  // co-body rethrows JSON.parse's SyntaxError with status 400 and no type.
  if (err instanceof SyntaxError && err.status === 400) return { status: 400, message: 'El cuerpo de la solicitud no es JSON válido' };
  switch (err?.type) {
    case 'entity.parse.failed':
      return { status: 400, message: 'El cuerpo de la solicitud no es JSON válido' };
    case 'entity.too.large':
      return { status: 413, message: MESSAGES[413] };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, message: 'Codificación de caracteres no soportada; usa UTF-8' };
    case 'request.aborted':
      return { status: 400, message: 'La solicitud se interrumpió antes de terminar' };
    case 'request.size.invalid':
      return { status: 400, message: 'El tamaño del cuerpo no coincide con Content-Length' };
    default:
      return null;
  }
}

/**
 * The one place errors become responses: an envelope with a Spanish message. Anything unexpected is
 * logged with the request id and answered as a 500 without internals.
 */
export function errorHandler(): Middleware<RequestState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (raw) {
      const err = raw as ParserError;
      let status: number;
      let message: string;
      let body: unknown = null;
      const parsed = parserMessage(err);
      if (err instanceof HttpError) {
        ({ status, message } = err);
        body = err.body ?? null;
        for (const [nombre, valor] of Object.entries(err.headers)) ctx.set(nombre, valor);
      } else if (parsed) {
        ({ status, message } = parsed);
      } else if (baseNoDisponible(raw)) {
        // PostgreSQL restarting or unreachable: the pool reconnects by itself; the client repeats the request.
        status = 503;
        message = MENSAJE_BASE_NO_DISPONIBLE;
        ctx.set('Retry-After', String(ESPERA_BASE_NO_DISPONIBLE_S));
        (ctx.state.log ?? console).warn('database unavailable', { error: raw as Error, method: ctx.method, path: ctx.path });
      } else if (isDataException(raw)) {
        // A value PostgreSQL cannot take (out of range, malformed) slipped past validation: the
        // request is wrong, not the server; logged so the missing validation gets added.
        status = 400;
        message = 'Algún valor de la solicitud no es válido (fuera de rango o con formato incorrecto)';
        (ctx.state.log ?? console).warn('data exception from the database', { error: raw as Error, method: ctx.method, path: ctx.path });
      } else if (esUnicoRepetido(raw)) {
        // A unique key a route did not expect to be repeated (two requests at once): the request conflicts.
        status = 409;
        message = 'Ya existe un registro con esos datos; revisa la información e inténtalo de nuevo';
        (ctx.state.log ?? console).warn('unique violation', { error: raw as Error, method: ctx.method, path: ctx.path });
      } else if (foreignKeyViolation(raw)) {
        // Composite (agente_id, id) references make another agent's id look missing, as it must.
        const enUso = foreignKeyViolation(raw) === 'en-uso';
        status = enUso ? 400 : 404;
        message = enUso ? 'No se puede eliminar: otros registros lo usan' : 'El registro relacionado no existe';
        (ctx.state.log ?? console).warn('foreign key violation', { error: raw as Error, method: ctx.method, path: ctx.path });
      } else if (err?.expose && typeof err.status === 'number' && err.status >= 400 && err.status < 500) {
        status = err.status;
        message = MESSAGES[status] ?? MESSAGES[400];
      } else {
        status = 500;
        message = MESSAGES[500];
        (ctx.state.log ?? console).error('unexpected error', { error: raw instanceof Error ? raw : String(raw), method: ctx.method, path: ctx.path });
      }
      ctx.status = status;
      ctx.body = { ok: false, message, body };
      if (status === 500) ctx.set('Connection', 'close');
    }
  };
}

/** PostgreSQL's class 22 (data exception) errors and check-constraint violations, from either driver. */
function isDataException(err: unknown): boolean {
  const { code } = errorPg(err);
  return typeof code === 'string' && (/^22[0-9A-Z]{3}$/.test(code) || code === '23514');
}

/**
 * PostgreSQL's 23503: 'en-uso' when a referenced row was deleted, 'falta' when a reference has no
 * row; 23001 (restrict_violation, an `on delete restrict` reference) is always 'en-uso'.
 */
function foreignKeyViolation(err: unknown): 'en-uso' | 'falta' | null {
  const { code, detail } = errorPg(err);
  if (code === '23001') return 'en-uso';
  if (code !== '23503') return null;
  return typeof detail === 'string' && detail.includes('still referenced') ? 'en-uso' : 'falta';
}
