import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';
import { BITACORA_Y_ADJUNTOS as BA } from '../../crm/shared/permisos.ts';

/** Clients: the permission codes this plugin owns (docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_CLIENTES = {
  CLIENTES_R: 'Consultar clientes',
  CLIENTES_W: 'Crear y editar clientes',
  CLIENTES_D: 'Eliminar clientes',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_CLIENTES, true> {}
}

/** The privileges of the users form that grant these codes (spec 01 §2). */
export const ACCESO_CLIENTES: AccesoDePlugin = {
  permisos: PERMISOS_CLIENTES,
  roles: [
    rol('Catálogos', 'ROLE_CLIENTES_R', 'Clientes: consultar', 'Ver la lista y el detalle de clientes, su bitácora y adjuntos', ['CLIENTES_R', ...BA.consultar]),
    rol('Catálogos', 'ROLE_CLIENTES_W', 'Clientes: escribir', 'Crear y editar clientes, escribir en su bitácora y subir adjuntos', ['CLIENTES_R', 'CLIENTES_W', ...BA.escribir]),
    rol('Catálogos', 'ROLE_CLIENTES_D', 'Clientes: eliminar', 'Eliminar clientes y registros de su bitácora y adjuntos', ['CLIENTES_R', 'CLIENTES_D', ...BA.eliminar]),
  ],
};
