import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';

/** Catalogues: the permission codes this plugin owns (docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_CATALOGOS = {
  VENDEDORES_R: 'Consultar vendedores',
  VENDEDORES_W: 'Crear y editar vendedores',
  VENDEDORES_D: 'Eliminar vendedores',
  ASEGURADORAS_R: 'Consultar aseguradoras',
  ASEGURADORAS_W: 'Crear, editar y eliminar aseguradoras propias',
  EMPRESA_W: 'Editar los datos de la empresa',
  VENCIMIENTOS_W: 'Configurar las fechas de vencimiento de recibos',
  MONEDA_W: 'Configurar monedas y tipos de cambio',
  COMUNICADOS_R: 'Consultar comunicados',
  COMUNICADOS_W: 'Crear y editar comunicados',
  COMUNICADOS_ENVIAR: 'Enviar comunicados',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_CATALOGOS, true> {}
}

/** The privileges of the users form that grant these codes (spec 01 §2). */
export const ACCESO_CATALOGOS: AccesoDePlugin = {
  permisos: PERMISOS_CATALOGOS,
  roles: [
    rol('Catálogos', 'ROLE_VENDEDORES_R', 'Vendedores: consultar', 'Ver la lista de vendedores', ['VENDEDORES_R']),
    rol('Catálogos', 'ROLE_VENDEDORES_W', 'Vendedores: escribir', 'Crear y editar vendedores', ['VENDEDORES_R', 'VENDEDORES_W']),
    rol('Catálogos', 'ROLE_VENDEDORES_D', 'Vendedores: eliminar', 'Eliminar vendedores', ['VENDEDORES_R', 'VENDEDORES_D']),
    rol('Administración', 'ROLE_EMPRESA', 'Empresa', 'Editar los datos de la empresa', ['CONFIG', 'EMPRESA_W']),
    rol('Administración', 'ROLE_CONFIG', 'Configuración', 'Fechas de vencimiento, monedas y plantillas de correo', ['CONFIG', 'VENCIMIENTOS_W', 'MONEDA_W']),
    rol('Administración', 'ROLE_ASEGURADORAS', 'Aseguradoras', 'Consultar, crear y editar aseguradoras propias', ['ASEGURADORAS_R', 'ASEGURADORAS_W']),
    rol('Administración', 'ROLE_COMUNICADOS', 'Comunicados', 'Consultar, crear y enviar comunicados', ['COMUNICADOS_R', 'COMUNICADOS_W', 'COMUNICADOS_ENVIAR']),
  ],
};
