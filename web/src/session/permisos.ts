import { canAny, type AppAbility } from '../../../core/shared/access/ability.ts';
import type { Permiso as Codigo } from '../../../core/shared/access/permisos.ts';

/** A code some installed plugin declares (a typo does not compile), or a role name: the spec's visibility wrapper accepts either. */
export type CodigoDeAcceso = Codigo | `ROLE_${string}`;

/** Permission codes (or role names) as a route, a navigation entry or a link declares them. */
export type Permiso = CodigoDeAcceso | readonly CodigoDeAcceso[] | undefined;

export function permisoList(permiso: Permiso): readonly string[] {
  return permiso === undefined ? [] : typeof permiso === 'string' ? [permiso] : permiso;
}

/** True when the user holds any of the codes; nothing required is always true. */
export function allows(ability: AppAbility, permiso: Permiso): boolean {
  return canAny(ability, permisoList(permiso));
}
