import { canAny, type AppAbility } from '../../../core/shared/access/ability.ts';

/** Permission codes (or role names) as a route, a navigation entry or a link declares them. */
export type Permiso = string | readonly string[] | undefined;

export function permisoList(permiso: Permiso): readonly string[] {
  return permiso === undefined ? [] : typeof permiso === 'string' ? [permiso] : permiso;
}

/** True when the user holds any of the codes; nothing required is always true. */
export function allows(ability: AppAbility, permiso: Permiso): boolean {
  return canAny(ability, permisoList(permiso));
}
