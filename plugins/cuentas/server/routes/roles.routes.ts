import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { PERMISOS, TODOS_LOS_PERMISOS, type Permiso } from '../../../../core/shared/access/permisos.ts';
import { ROLES } from '../../../../core/shared/access/roles.ts';
import type { RolCatalogo } from '../../../../core/shared/auth/contract.ts';

/** Stable numeric ids for the permission codes, as the spec's catalogue entries carry an id. */
const permisoId = (code: Permiso) => TODOS_LOS_PERMISOS.indexOf(code) + 1;

export const catalogoDeRoles: RolCatalogo[] = ROLES.map((r) => ({
  role: r.role,
  nombre: r.nombre,
  descripcion: r.descripcion,
  grupo: r.grupo,
  permisos: r.permisos.map((code) => ({ id: permisoId(code), nombre: code, descripcion: PERMISOS[code] })),
}));

/** GET /api/seguridad/roles: the privileges an administrator can grant, with the codes each gives. */
export function rolesRoutes(router: ApiRouter): void {
  router.get('/seguridad/roles', { permiso: ['USUARIOS_R', 'USUARIOS_W'] }, (ctx) => {
    ctx.body = ok(catalogoDeRoles);
  });
}
