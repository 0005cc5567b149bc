import { forbidden } from '../../../../core/server/http/errors.ts';
import type { RequestSession } from '../../../../core/server/http/state.ts';
import { registroDeAcceso } from '../../../../core/shared/access/registro.ts';
import { ROLE_ADMIN } from '../../../../core/shared/access/roles.ts';
import { MENSAJES_PRIVILEGIOS } from '../../shared/privilegios.ts';

/** ROLE_ADMIN only by an administrator; any other privilege only by who holds every code it grants. */
function concedible(session: RequestSession, rol: string): boolean {
  if (rol === ROLE_ADMIN) return session.roles.includes(ROLE_ADMIN);
  return (registroDeAcceso.rol(rol)?.permisos ?? []).every((p) => session.can(p));
}

/**
 * A user manages others only within what it may do itself: the privileges it grants, and the ones
 * the user it edits or deletes already holds (else editing that user's e-mail would take the account
 * over). 403 with the reason.
 */
export function verificarConcesion(session: RequestSession, roles: readonly string[], delUsuario: readonly string[] = []): void {
  const ajeno = delUsuario.find((r) => !concedible(session, r));
  if (ajeno) throw forbidden(MENSAJES_PRIVILEGIOS.usuarioSuperior);
  const rol = roles.find((r) => !concedible(session, r));
  if (rol) throw forbidden(MENSAJES_PRIVILEGIOS.noConcedible(rol));
}
