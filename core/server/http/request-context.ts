import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../log.ts';
import type { RequestState } from './state.ts';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (kept from a trusted proxy's X-Request-Id when well-formed), a logger
 * that carries it, and one structured access-log line.
 */
export function requestContext(log: Logger): Middleware<RequestState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = log.child({ requestId });
    ctx.set('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      if (ctx.path.startsWith('/api')) {
        ctx.state.log.info('request', { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(ms * 10) / 10 });
      }
    }
  };
}
