import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import type { SuscripcionResumen } from '../../shared/auth/contract.ts';
import { withTenantLeyendo } from '../db/tenancy.ts';
import type { RequestSession, RequestState } from '../http/state.ts';
import { CacheDeSesiones } from './cache-de-sesiones.ts';
import type { SuscripcionesHooks } from './hooks.ts';
import { grantsOf, requestSession } from './session.ts';
import { verifyToken, type TokenClaims } from './tokens.ts';
import { consultaDeIdentidad, type IdentidadRecord } from './usuario-record.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/** The per-request reading: the user (null when the session is no longer valid) and the subscription, as json text. */
interface Lectura {
  usuario: string | null;
  suscripcion: string | null;
}

/**
 * Reads the bearer token and, when it is valid, leaves a credential that re-reads its user, session
 * and subscription under the token's agent (ctx.state.credential); the route guard turns it into
 * ctx.state.session. A missing or invalid token leaves the request anonymous; guarded routes then
 * answer 401. The reading rides on the statement that binds the agent (withTenantLeyendo); the
 * session built from it is kept per process while the reading stays the same (cache-de-sesiones.ts).
 */
export function authenticate(knex: Knex, secret: string, hooks: () => SuscripcionesHooks | null, cache = new CacheDeSesiones()): Middleware<RequestState> {
  const lectura = (claims: TokenClaims) => (knex: Knex) => {
    const suscripciones = hooks();
    return knex.raw(`(select u.usuario::text from ? u) as usuario, ${suscripciones ? '(select r.resumen::text from ? r)' : 'null'} as suscripcion`, [
      consultaDeIdentidad(knex, claims.sub, claims.sid),
      ...(suscripciones ? [suscripciones.consultaDeResumen(knex, claims.agt)] : []),
    ]);
  };

  const sesionDe = (claims: TokenClaims, fila: Lectura): RequestSession | undefined => {
    const clave = `${claims.sid}:${claims.sub}:${claims.agt}:${claims.pv}`;
    if (fila.usuario === null) {
      cache.olvidar(clave);
      return undefined;
    }
    const huella = `${fila.usuario}\n${fila.suscripcion}`;
    const conocida = cache.obtener(clave, huella);
    if (conocida) return conocida;
    const usuario = JSON.parse(fila.usuario) as IdentidadRecord;
    if (usuario.status !== 'activo' || usuario.agenteId !== claims.agt || usuario.passwordVersion !== claims.pv) return undefined;
    const suscripcion = fila.suscripcion === null ? null : (JSON.parse(fila.suscripcion) as SuscripcionResumen);
    const session = requestSession(usuario, grantsOf(usuario, suscripcion), claims.sid);
    cache.guardar(clave, huella, session);
    return session;
  };

  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('authorization'));
    const claims = match ? verifyToken(match[1], secret) : null;
    if (claims) {
      const leer = lectura(claims);
      const desde = (fila: unknown) => sesionDe(claims, fila as Lectura);
      ctx.state.credential = {
        agenteId: claims.agt,
        lectura: leer,
        sesionDe: desde,
        load: async (trx) => desde((await trx.raw('select ?', [leer(trx)])).rows[0]),
        loadAlone: () => withTenantLeyendo(knex, claims.agt, leer, async (_trx, fila) => desde(fila)),
      };
    }
    return next();
  };
}
