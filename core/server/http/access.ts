import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { withTenant } from '../db/tenancy.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { RequestState } from './state.ts';

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
 * and a failure rolls the whole request back. Public routes get no transaction.
 */
export function guard(access: RouteAccess, knex?: Knex): Middleware<RequestState> {
  if ('public' in access) return (_ctx, next) => next();
  const permisos = 'permiso' in access ? ([] as string[]).concat(access.permiso) : [];
  return async (ctx, next) => {
    const session = ctx.state.session;
    if (!session) throw unauthorized();
    if (permisos.length > 0 && !permisos.some((p) => session.can(p))) throw forbidden();
    if (!knex) return next();
    ctx.state.afterCommit = [];
    await withTenant(knex, session.agenteId, async (trx) => {
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
