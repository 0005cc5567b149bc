import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';

/** Sub-users, plans and billing: the permission codes this plugin owns (docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_CUENTAS = {
  CONFIG: 'Menú de configuración',
  USUARIOS_R: 'Consultar usuarios adicionales',
  USUARIOS_W: 'Crear y editar usuarios adicionales y sus privilegios',
  USUARIOS_D: 'Eliminar usuarios adicionales',
  FACTURACION: 'Consultar y cambiar el plan y la facturación',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_CUENTAS, true> {}
}

/** The privileges of the users form that grant these codes (spec 01 §2). */
export const ACCESO_CUENTAS: AccesoDePlugin = {
  permisos: PERMISOS_CUENTAS,
  roles: [
    rol('Administración', 'ROLE_USUARIOS', 'Usuarios', 'Consultar, crear, editar y eliminar usuarios adicionales', ['CONFIG', 'USUARIOS_R', 'USUARIOS_W', 'USUARIOS_D']),
    rol('Administración', 'ROLE_FACTURACION', 'Facturación', 'Consultar y cambiar el plan de suscripción', ['CONFIG', 'FACTURACION']),
  ],
  // Whoever pays keeps the billing pages when the subscription expires, so it can be renewed.
  sinSuscripcion: ['FACTURACION'],
};
