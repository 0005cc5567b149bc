import { AbilityBuilder, createMongoAbility, type MongoAbility } from '@casl/ability';
import type { Permiso } from './permisos.ts';
import { registroDeAcceso } from './registro.ts';
import { ROLE_ADMIN, ROLE_UNSUBSCRIBE_USER } from './roles.ts';

/** Actions are permission codes (POLIZAS_R…) and role names; there is one subject. */
export type AppAbility = MongoAbility<[string, 'all']>;

/**
 * The one ability of a user, built the same way on the server (route guards) and in the shell
 * (what is shown). ROLE_ADMIN passes every check; other roles grant their codes; a user can also
 * be checked for holding a role by its name (the spec's visibility wrapper accepts either).
 */
export function buildAbility(roles: readonly string[], permisos: readonly string[]): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  if (roles.includes(ROLE_ADMIN) && !roles.includes(ROLE_UNSUBSCRIBE_USER)) can('manage', 'all');
  for (const role of roles) can(role, 'all');
  for (const permiso of permisos) can(permiso, 'all');
  return build();
}

/** The codes a set of roles grants (ROLE_ADMIN's are all of them, resolved by the caller). */
export function permisosDeRoles(roles: readonly string[]): Permiso[] {
  const codes = new Set<Permiso>();
  for (const role of roles) for (const p of registroDeAcceso.rol(role)?.permisos ?? []) codes.add(p);
  return [...codes].sort();
}

/** True when the ability holds any of the given codes or roles. */
export function canAny(ability: AppAbility, codes: readonly string[]): boolean {
  return codes.length === 0 || codes.some((c) => ability.can(c, 'all'));
}
