import { useAbility } from '@casl/react';
import type { ReactNode } from 'react';
import type { AppAbility } from '../../../core/shared/access/ability.ts';
import { allows, type Permiso } from './hooks.ts';

/** True when the signed-in user holds any of the codes or roles (ROLE_ADMIN holds them all). */
export function usePuede(permiso: Permiso): boolean {
  return allows(useAbility<AppAbility>(), permiso);
}

interface PuedeProps {
  /** A permission code, a role name, or several (any of them is enough). */
  permiso: Permiso;
  children: ReactNode;
  /** Shown instead when the user may not. */
  otherwise?: ReactNode;
}

/** The visibility wrapper of spec 01 §6: shows its content when the user holds any of the codes or roles. */
export function Puede({ permiso, children, otherwise = null }: PuedeProps) {
  return usePuede(permiso) ? children : otherwise;
}
