import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import type { Permiso } from '../../shared/access/permisos.ts';
import { leerEnUnaSentencia, withTenantLeyendo } from '../db/tenancy.ts';
import { lecturaDeVersion } from '../db/versiones.ts';
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
 * failure rolls the whole request back. The session and the agent's data version are read inside
 * that same transaction, by the very statement that binds the agent.
 */
export function guardInTransaction(access: GuardedAccess, knex: Knex): Middleware<RequestState> {
  const admitir = admision(access);
  return async (ctx, next) => {
    const credential = ctx.state.credential;
    if (!credential) throw unauthorized();
    const afterCommit: (() => Promise<void>)[] = [];
    ctx.state.afterCommit = afterCommit;
    const lectura = (k: Knex) => k.raw('?, ?', [credential.lectura(k), lecturaDeVersion(k)]);
    await withTenantLeyendo(knex, credential.agenteId, lectura, async (trx, fila: { versionDeCartera: string }) => {
      const state = ctx.state as TransactionState;
      state.session = admitir(credential.sesionDe(fila));
      state.trx = trx;
      state.versionDeCartera = { agenteId: credential.agenteId, version: fila.versionDeCartera };
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

/** A GET answered by one statement (ApiRouter.leer): what it reads and how it answers. */
export interface LecturaDeUnaSentencia<F> {
  /**
   * The read's select-list entries for this request, named apart from the session's (`usuario`,
   * `suscripcion`), e.g. `(select row_to_json(x) from (…) x) as poliza`. Bad input throws here.
   */
  consulta(ctx: ParameterizedContext<RequestState>, knex: Knex): Knex.Raw;
  /** The body, from the statement's row once the caller is admitted; a missing record throws here. */
  respuesta(fila: F, ctx: ParameterizedContext<SessionState>): unknown;
}

/**
 * The check and the read of a route that reads in one statement: the statement binds the caller's
 * agent, reads the session and then the route's data (leerEnUnaSentencia: no BEGIN, no COMMIT), and
 * the answer is built only once the session admits the caller, so 401 and 403 come first as in
 * guardInTransaction. Bad input is answered after a session check of its own, for the same order.
 */
export function readInOneStatement<F>(access: GuardedAccess, knex: Knex, lectura: LecturaDeUnaSentencia<F>): Middleware<RequestState> {
  const admitir = admision(access);
  return async (ctx) => {
    const credential = ctx.state.credential;
    if (!credential) throw unauthorized();
    let datos: Knex.Raw;
    try {
      datos = lectura.consulta(ctx, knex);
    } catch (err) {
      admitir(await credential.loadAlone());
      throw err;
    }
    const fila = await leerEnUnaSentencia<F>(knex, credential.agenteId, (k) => k.raw('?, ?', [credential.lectura(k), datos]));
    const state = ctx.state as SessionState;
    state.session = admitir(credential.sesionDe(fila));
    ctx.body = lectura.respuesta(fila, ctx as ParameterizedContext<SessionState>);
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
