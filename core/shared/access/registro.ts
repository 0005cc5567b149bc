import type { AccesoDePlugin, GrupoPrivilegio, Permiso, RolDefinicion } from './permisos.ts';
import { ROL_ADMINISTRADOR } from './roles.ts';

const GRUPOS: GrupoPrivilegio[] = ['Catálogos', 'Módulos', 'Reportes', 'Administración'];

/**
 * The codes and privileges of the installed plugins, merged at start: the server's plugin loader
 * registers each plugin's `acceso`. A plugin may add codes of its own to a privilege another plugin
 * declared (same role name): crm adds the mail templates to ROLE_CONFIG. Registering a plugin again
 * replaces its entry, so tests that build several apps in one process see one registry.
 */
export class RegistroDeAcceso {
  private readonly porPlugin = new Map<string, AccesoDePlugin>([['core', { permisos: {}, roles: [ROL_ADMINISTRADOR] }]]);
  /** The merged privileges by name: every request's session resolves its roles here, so merged once. */
  private rolesPorNombre: Map<string, RolDefinicion> | null = null;

  registrar(plugin: string, acceso: AccesoDePlugin): void {
    for (const [otro, suyo] of this.porPlugin) {
      const repetido = otro === plugin ? undefined : Object.keys(acceso.permisos).find((c) => c in suyo.permisos);
      if (repetido) throw new Error(`El permiso ${repetido} de "${plugin}" ya lo declaró "${otro}"`);
    }
    this.porPlugin.set(plugin, acceso);
    this.rolesPorNombre = null;
  }

  /** Every declared code, in declaration order, plugin by plugin. */
  permisos(): Permiso[] {
    return [...this.porPlugin.values()].flatMap((a) => Object.keys(a.permisos) as Permiso[]);
  }

  /** The codes an expired subscription leaves to the users who hold them. */
  sinSuscripcion(): Permiso[] {
    return [...this.porPlugin.values()].flatMap((a) => a.sinSuscripcion ?? []);
  }

  descripcion(code: Permiso): string {
    for (const a of this.porPlugin.values()) if (Object.prototype.hasOwnProperty.call(a.permisos, code)) return a.permisos[code];
    return code;
  }

  esPermiso(code: string): code is Permiso {
    return [...this.porPlugin.values()].some((a) => Object.prototype.hasOwnProperty.call(a.permisos, code));
  }

  /** The privileges of the users form by group; a role several plugins declare grants all their codes. */
  roles(): RolDefinicion[] {
    return [...this.fusionados().values()];
  }

  rol(nombre: string): RolDefinicion | undefined {
    return this.fusionados().get(nombre);
  }

  private fusionados(): Map<string, RolDefinicion> {
    if (this.rolesPorNombre) return this.rolesPorNombre;
    const porNombre = new Map<string, RolDefinicion>();
    for (const a of this.porPlugin.values()) {
      for (const r of a.roles) {
        const previo = porNombre.get(r.role);
        porNombre.set(r.role, previo ? { ...previo, permisos: [...new Set([...previo.permisos, ...r.permisos])] } : { ...r, permisos: [...r.permisos] });
      }
    }
    const ordenados = [...porNombre.values()].sort((a, b) => GRUPOS.indexOf(a.grupo) - GRUPOS.indexOf(b.grupo));
    this.rolesPorNombre = new Map(ordenados.map((r) => [r.role, r]));
    return this.rolesPorNombre;
  }
}

export const registroDeAcceso = new RegistroDeAcceso();
