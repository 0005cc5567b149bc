import type { Middleware } from 'koa';
import { forbidden, unauthorized } from './errors.ts';
import type { RequestState } from './state.ts';

/**
 * Every route declares who may call it; there is no default. `permiso` passes when the user holds
 * any of the listed codes.
 */
export type RouteAccess = { public: true } | { signedIn: true } | { permiso: string | string[] };

export function describeAccess(access: RouteAccess): string {
  if ('public' in access) return 'público';
  if ('signedIn' in access) return 'sesión';
  return ([] as string[]).concat(access.permiso).join(' | ');
}

export function guard(access: RouteAccess): Middleware<RequestState> {
  if ('public' in access) return (_ctx, next) => next();
  const permisos = 'permiso' in access ? ([] as string[]).concat(access.permiso) : [];
  return (ctx, next) => {
    const session = ctx.state.session;
    if (!session) throw unauthorized();
    if (permisos.length > 0 && !permisos.some((p) => session.can(p))) throw forbidden();
    return next();
  };
}
