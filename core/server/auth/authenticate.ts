import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { withTenant } from '../db/tenancy.ts';
import type { RequestState } from '../http/state.ts';
import type { SuscripcionesHooks } from './hooks.ts';
import { grantsOf, requestSession, suscripcionDe } from './session.ts';
import { verifyToken } from './tokens.ts';
import { usuarioEnSesion } from './usuario-record.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Reads the bearer token and, when it is valid, leaves a credential that re-reads its user and
 * session under the token's agent (ctx.state.credential); the route guard turns it into ctx.state.session. A missing
 * or invalid token leaves the request anonymous; guarded routes then answer 401.
 */
export function authenticate(knex: Knex, secret: string, hooks: () => SuscripcionesHooks | null): Middleware<RequestState> {
  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('authorization'));
    const claims = match ? verifyToken(match[1], secret) : null;
    if (claims) {
      const load = async (trx: Knex.Transaction) => {
        const usuario = await usuarioEnSesion(trx, claims.sub, claims.sid);
        if (!usuario || usuario.status !== 'activo' || usuario.agenteId !== claims.agt || usuario.passwordVersion !== claims.pv) return undefined;
        return requestSession(usuario, grantsOf(usuario, await suscripcionDe(trx, hooks(), usuario.agenteId)), claims.sid);
      };
      ctx.state.credential = { agenteId: claims.agt, load, loadAlone: () => withTenant(knex, claims.agt, load) };
    }
    return next();
  };
}
