import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { Permiso } from '../../shared/access/permisos.ts';
import { withTenantLeyendo } from '../db/tenancy.ts';
import { forbidden, unauthorized } from './errors.ts';
import type { RequestSession, RequestState, SessionState, TransactionState } from './state.ts';

/**
 * Every route declares who may call it; there is no default. `permiso` passes when the user holds
 * any of the listed codes.
 */
export type PublicAccess = { public: true };
export type GuardedAccess = { signedIn: true } | { permiso: Permiso | readonly Permiso[] };
export type RouteAccess = PublicAccess | GuardedAccess;

export function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'público';
  if ('signedIn' in access) return 'sesión';
  return ([] as Permiso[]).concat(access.permiso).join(' | ');
}

function admision(access: GuardedAccess): (session: RequestSession | undefined) => RequestSession {
  const permisos = 'permiso' in access ? ([] as Permiso[]).concat(access.permiso) : [];
  return (session) => {
    if (!session) throw unauthorized();
    if (permisos.length > 0 && !permisos.some((p) => session.can(p))) throw forbidden();
    return session;
  };
}

/**
 * Checks the caller against the route's rule, then runs the handlers in one transaction bound to the
 * caller's agent (ctx.state.trx), so row-level security scopes everything they read or write and a
 * failure rolls the whole request back. The session is read inside that same transaction, by the
 * very statement that binds the agent.
 */
export function guardInTransaction(access: GuardedAccess, knex: Knex): Middleware<RequestState> {
  const admitir = admision(access);
  return async (ctx, next) => {
    const credential = ctx.state.credential;
    if (!credential) throw unauthorized();
    const afterCommit: (() => Promise<void>)[] = [];
    ctx.state.afterCommit = afterCommit;
    await withTenantLeyendo(knex, credential.agenteId, credential.lectura, async (trx, fila) => {
      const state = ctx.state as TransactionState;
      state.session = admitir(credential.sesionDe(fila));
      state.trx = trx;
      try {
        await next();
      } finally {
        // A stray async task must not use a finished transaction.
        delete (ctx.state as Partial<TransactionState>).trx;
      }
    });
    for (const task of afterCommit) await task();
  };
}

/** The same check for a route that opens no transaction (file transfers): the session only. */
export function guardSessionOnly(access: GuardedAccess): Middleware<RequestState> {
  const admitir = admision(access);
  return async (ctx, next) => {
    const credential = ctx.state.credential;
    if (!credential) throw unauthorized();
    (ctx.state as SessionState).session = admitir(await credential.loadAlone());
    return next();
  };
}
