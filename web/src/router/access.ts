import type { AppAbility } from '../../../core/shared/access/ability.ts';
import type { WebRoute } from '../plugins/contract.ts';
import { allows } from '../session/permisos.ts';
import type { SessionKind } from '../session/sessionSlice.ts';

export type AccessDecision = { kind: 'render' } | { kind: 'redirect'; to: string } | { kind: 'refused' };

interface Here {
  pathname: string;
  search: string;
}

/** /login, carrying where the user was so signing in returns there (spec 01 §2: /login?url={path and query}). */
export function loginPathFor(location: Here): string {
  const here = location.pathname + location.search;
  return location.pathname === '/' || location.pathname === '/login' ? '/login' : `/login?url=${encodeURIComponent(here)}`;
}

/**
 * Who may open a route (spec 01 §2 "Route access by session kind"):
 * - no session: public routes; any other goes to /login?url=…;
 * - a subscription that ended (ROLE_UNSUBSCRIBE_USER): only routes marked `allowUnsubscribed`, still
 *   gated by their `permiso` (billing stays with whoever had it); /resumen and everything else go
 *   to /, which shows 'Tu suscripción se ha vencido';
 * - a user: / goes to /resumen; a route with `permiso` needs any of its codes, or it is refused.
 */
export function decideAccess(route: Pick<WebRoute, 'path' | 'public' | 'permiso' | 'allowUnsubscribed'>, kind: SessionKind, ability: AppAbility, location: Here): AccessDecision {
  switch (kind) {
    case 'checking':
    case 'anonymous':
      return route.public ? { kind: 'render' } : { kind: 'redirect', to: loginPathFor(location) };
    case 'unsubscribed':
      if (!route.allowUnsubscribed || route.path === '/resumen') return { kind: 'redirect', to: '/' };
      return allows(ability, route.permiso) ? { kind: 'render' } : { kind: 'refused' };
    case 'user':
      if (location.pathname === '/') return { kind: 'redirect', to: '/resumen' };
      return allows(ability, route.permiso) ? { kind: 'render' } : { kind: 'refused' };
  }
}
