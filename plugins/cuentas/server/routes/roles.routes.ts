import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import type { Permiso } from '../../../../core/shared/access/permisos.ts';
import { registroDeAcceso } from '../../../../core/shared/access/registro.ts';
import type { RolCatalogo } from '../../../../core/shared/auth/contract.ts';

/**
 * The privileges the installed plugins declare, with the codes each grants. The spec's catalogue
 * entries carry a numeric id: the code's position among the declared codes, stable for one set of
 * installed plugins.
 */
function catalogoDeRoles(): RolCatalogo[] {
  const permisos = registroDeAcceso.permisos();
  const permisoId = (code: Permiso) => permisos.indexOf(code) + 1;
  return registroDeAcceso.roles().map((r) => ({
    role: r.role,
    nombre: r.nombre,
    descripcion: r.descripcion,
    grupo: r.grupo,
    permisos: r.permisos.map((code) => ({ id: permisoId(code), nombre: code, descripcion: registroDeAcceso.descripcion(code) })),
  }));
}

/** GET /api/seguridad/roles: the privileges an administrator can grant, with the codes each gives. */
export function rolesRoutes(router: ApiRouter): void {
  router.get('/seguridad/roles', { permiso: ['USUARIOS_R', 'USUARIOS_W'] }, (ctx) => {
    ctx.body = ok(catalogoDeRoles());
  });
}
