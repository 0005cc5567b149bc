import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError, MESSAGES } from './errors.ts';
import type { RequestState } from './state.ts';

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Routes whose handler reads the body itself, byte for byte, because a signature covers those bytes:
 * Stripe's webhooks (plugins/cuentas, docs/adr/030-stripe.md). Left unread here; the handler limits its size.
 */
export const RAW_BODY_PATHS: ReadonlySet<string> = new Set(['/api/payments/stripe/webhook']);

/**
 * The API speaks JSON. Multipart passes untouched for the upload routes, which parse it themselves
 * with their own limits; any other content type with a body is refused with 415.
 */
export function jsonBody(limitBytes: number): Middleware<RequestState> {
  const parse = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: limitBytes, jsonStrict: false }) as unknown as Middleware<RequestState>;
  return async (ctx, next) => {
    if (!WITH_BODY.has(ctx.method) || (!ctx.request.length && !ctx.get('transfer-encoding'))) return next();
    if (ctx.is('multipart') || RAW_BODY_PATHS.has(ctx.path)) return next();
    if (!ctx.is('json', '+json')) throw new HttpError(415, MESSAGES[415]);
    const declared = ctx.request.length;
    if (declared && declared > limitBytes) throw new HttpError(413, MESSAGES[413]);
    return parse(ctx, next);
  };
}
