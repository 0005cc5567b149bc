import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { buildAbility, permisosDeRoles } from '../../shared/access/ability.ts';
import type { Permiso } from '../../shared/access/permisos.ts';
import { registroDeAcceso } from '../../shared/access/registro.ts';
import { ROLE_ADMIN, ROLE_UNSUBSCRIBE_USER, ROLE_USER } from '../../shared/access/roles.ts';
import type { LoginBody, SuscripcionResumen, UsuarioSesion } from '../../shared/auth/contract.ts';
import type { RequestSession } from '../http/state.ts';
import type { SuscripcionesHooks } from './hooks.ts';
import { abrirSesion, type SesionAbierta } from './sesiones.ts';
import { issueToken } from './tokens.ts';
import type { UsuarioRecord } from './usuario-record.ts';

export interface Grants {
  roles: string[];
  permisos: Permiso[];
}

/**
 * What a user may do: the principal holds every privilege; a sub-user what the principal granted
 * (ROLE_ADMIN granted means everything); an expired subscription confines anyone to
 * ROLE_UNSUBSCRIBE_USER (account, plan and sign-in pages only), keeping billing to whoever had it.
 */
export function grantsOf(usuario: Pick<UsuarioRecord, 'principal' | 'roles'>, suscripcion: SuscripcionResumen | null): Grants {
  const admin = usuario.principal || usuario.roles.includes(ROLE_ADMIN);
  const grants: Grants = admin
    ? { roles: [ROLE_ADMIN, ROLE_USER], permisos: registroDeAcceso.permisos().sort() }
    : { roles: [ROLE_USER, ...usuario.roles].sort(), permisos: permisosDeRoles(usuario.roles) };
  if (!suscripcion || suscripcion.vigente) return grants;
  // Expired: the account, plan and sign-in pages, plus the codes kept to pay again (billing) if held.
  const conservados = registroDeAcceso.sinSuscripcion();
  return { roles: [ROLE_UNSUBSCRIBE_USER], permisos: grants.permisos.filter((p) => conservados.includes(p)) };
}

export function requestSession(usuario: Pick<UsuarioRecord, 'id' | 'agenteId'>, grants: Grants, sesionId: string): RequestSession {
  const ability = buildAbility(grants.roles, grants.permisos);
  return {
    sesionId,
    usuarioId: usuario.id,
    agenteId: usuario.agenteId,
    roles: grants.roles,
    permisos: grants.permisos,
    can: (permiso) => ability.can(permiso, 'all'),
  };
}

/** Identity hash for the chat widget: lets it trust the name and e-mail it is given. */
function chatHash(secret: string, correo: string): string {
  return createHmac('sha256', `${secret}:chat`).update(correo.toLowerCase()).digest('hex');
}

export function usuarioSesion(usuario: UsuarioRecord, suscripcion: SuscripcionResumen | null, grants: Grants, secret: string): UsuarioSesion {
  return {
    id: usuario.id,
    nombres: usuario.nombres,
    apPat: usuario.apPat,
    apMat: usuario.apMat,
    correo: usuario.correo,
    celular: usuario.celular,
    principal: usuario.principal,
    agenteId: usuario.agenteId,
    suscripcion,
    rol: grants.roles,
    permisos: grants.permisos,
    tawktoToken: chatHash(secret, usuario.correo),
  };
}

export async function suscripcionDe(trx: Knex.Transaction, hooks: SuscripcionesHooks | null, agenteId: number): Promise<SuscripcionResumen | null> {
  return hooks ? hooks.resumen(trx, agenteId) : null;
}

/**
 * The body of a successful sign-in, activation or refresh, with a new token: a refresh names the
 * session it continues; otherwise a new session opens.
 */
export async function loginBody(trx: Knex.Transaction, hooks: SuscripcionesHooks | null, usuario: UsuarioRecord, secret: string, continuada?: SesionAbierta): Promise<LoginBody> {
  const suscripcion = await suscripcionDe(trx, hooks, usuario.agenteId);
  const grants = grantsOf(usuario, suscripcion);
  const { id: sid, expiraAt } = continuada ?? (await abrirSesion(trx, usuario));
  const hasta = Math.floor(expiraAt.getTime() / 1000);
  const { token, exp } = issueToken({ sub: usuario.id, agt: usuario.agenteId, pv: usuario.passwordVersion, sid }, secret, hasta);
  const sesion = usuarioSesion(usuario, suscripcion, grants, secret);
  return { token, expiraEn: exp, usuario: sesion, agenteId: usuario.agenteId, suscripcion, role: grants.roles, permisos: grants.permisos, tawktoToken: sesion.tawktoToken };
}
