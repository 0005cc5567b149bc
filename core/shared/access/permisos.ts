/**
 * Permission codes are declared by the plugins that own them (docs/adr/020-datos-por-plugin.md):
 * each plugin's shared/permisos.ts lists its codes with their Spanish description and merges them
 * into `PermisosDeclarados`, so `Permiso` is the typed union of every installed plugin's codes and a
 * route guard naming an unknown code does not compile. Core declares none of its own.
 *
 *   export const PERMISOS_POLIZAS = { POLIZAS_R: 'Consultar pólizas', … } as const;
 *   declare module '../../../core/shared/access/permisos.ts' {
 *     interface PermisosDeclarados extends Record<keyof typeof PERMISOS_POLIZAS, true> {}
 *   }
 */
export interface PermisosDeclarados {}

export type Permiso = keyof PermisosDeclarados & string;

export type GrupoPrivilegio = 'Catálogos' | 'Módulos' | 'Reportes' | 'Administración';

/** A privilege the principal user can grant in the users form: a role and the codes it grants. */
export interface RolDefinicion {
  role: string;
  nombre: string;
  descripcion: string;
  grupo: GrupoPrivilegio;
  permisos: Permiso[];
}

/** What a plugin declares: its codes with their descriptions, and the privileges (roles) it offers. */
export interface AccesoDePlugin {
  permisos: Readonly<Record<string, string>>;
  roles: readonly RolDefinicion[];
  /** Codes a user who holds them keeps while the subscription is expired (to pay for it again). */
  sinSuscripcion?: readonly Permiso[];
}

export function rol(grupo: GrupoPrivilegio, role: string, nombre: string, descripcion: string, permisos: Permiso[]): RolDefinicion {
  return { role, nombre, descripcion, grupo, permisos };
}
