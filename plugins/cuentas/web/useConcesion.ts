import { useAbility } from '@casl/react';
import type { AppAbility } from '../../../core/shared/access/ability.ts';
import { ROLE_ADMIN } from '../../../core/shared/access/roles.ts';
import type { RolCatalogo } from '../../../core/shared/auth/contract.ts';
import { allows, useSession } from '../../../web/src/session/hooks.ts';
import type { CodigoDeAcceso } from '../../../web/src/session/permisos.ts';

/**
 * What the signed-in user may grant, as the server checks it (privilegios.service.ts): a privilege
 * only by who holds every code it gives (ROLE_ADMIN only by an administrator), and a user holding
 * one beyond the editor's is not the editor's to change or delete.
 */
export function useConcesion(catalogo: readonly RolCatalogo[]) {
  const ability = useAbility<AppAbility>();
  const { roles: misRoles } = useSession();
  const concedible = (rol: RolCatalogo) => (rol.role === ROLE_ADMIN ? misRoles.includes(ROLE_ADMIN) : rol.permisos.every((p) => allows(ability, p.nombre as CodigoDeAcceso)));
  const superior = (roles: readonly string[]) =>
    roles.some((role) => {
      const rol = catalogo.find((r) => r.role === role);
      return rol !== undefined && !concedible(rol);
    });
  return { concedible, superior };
}
