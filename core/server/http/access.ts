import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { withTenant } from '../db/tenancy.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { RequestSession, RequestState } from './state.ts';

/**
 * Every route declares who may call it; there is no default. `permiso` passes when the user holds
 * any of the listed codes.
 */
export type RouteAccess = { public: true } | { signedIn: true } | { permiso: string | string[] };

export function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'público';
  if ('signedIn' in access) return 'sesión';
  return ([] as string[]).concat(access.permiso).join(' | ');
}

/**
 * Checks the caller against the route's rule; a guarded route then runs in one transaction bound
 * to the caller's agent (ctx.state.trx), so row-level security scopes everything it reads or writes
 * and a failure rolls the whole request back. The session is read inside that same transaction.
 * Public routes get no transaction.
 */
export function guard(access: RouteAccess, knex?: Knex): Middleware<RequestState> {
  if ('public' in access) return (_ctx, next) => next();
  const permisos = 'permiso' in access ? ([] as string[]).concat(access.permiso) : [];
  const admitir = (session: RequestSession | undefined): RequestSession => {
    if (!session) throw unauthorized();
    if (permisos.length > 0 && !permisos.some((p) => session.can(p))) throw forbidden();
    return session;
  };
  return async (ctx, next) => {
    const credential = ctx.state.credential;
    if (!credential) throw unauthorized();
    if (!knex) {
      ctx.state.session = admitir(await credential.loadAlone());
      return next();
    }
    ctx.state.afterCommit = [];
    await withTenant(knex, credential.agenteId, async (trx) => {
      ctx.state.session = admitir(await credential.load(trx));
      ctx.state.trx = trx;
      try {
        await next();
      } finally {
        ctx.state.trx = undefined;
      }
    });
    for (const task of ctx.state.afterCommit) await task();
  };
}
