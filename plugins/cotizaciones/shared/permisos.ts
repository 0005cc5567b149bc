import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';

/** Quotations and their templates: the permission codes this plugin owns (spec 03 §6). */
export const PERMISOS_COTIZACIONES = {
  COTIZACIONES_R: 'Consultar cotizaciones',
  COTIZACIONES_W: 'Crear, editar y enviar cotizaciones',
  COTIZACIONES_D: 'Eliminar cotizaciones',
  COTIZACIONES_TEMP_R: 'Consultar plantillas de cotización',
  COTIZACIONES_TEMP_W: 'Crear y editar plantillas de cotización',
  COTIZACIONES_TEMP_D: 'Eliminar plantillas de cotización',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_COTIZACIONES, true> {}
}

/**
 * The privileges of the users form that grant these codes (spec 01 §2: Módulos). Writing a quotation
 * searches its recipient among clients and prospects and adds proposals from templates, so the write
 * privilege reads those too.
 */
export const ACCESO_COTIZACIONES: AccesoDePlugin = {
  permisos: PERMISOS_COTIZACIONES,
  roles: [
    rol('Módulos', 'ROLE_COTIZACIONES_R', 'Cotizaciones: consultar', 'Ver cotizaciones, su bitácora y adjuntos', ['COTIZACIONES_R', 'BITACORA_R', 'ADJUNTOS_R']),
    rol('Módulos', 'ROLE_COTIZACIONES_W', 'Cotizaciones: escribir', 'Crear, editar y enviar cotizaciones, escribir en su bitácora y subir adjuntos', [
      'COTIZACIONES_R',
      'COTIZACIONES_W',
      'COTIZACIONES_TEMP_R',
      'CLIENTES_R',
      'PROSPECTOS_R',
      'BITACORA_R',
      'BITACORA_W',
      'ADJUNTOS_R',
      'ADJUNTOS_W',
    ]),
    rol('Módulos', 'ROLE_COTIZACIONES_D', 'Cotizaciones: eliminar', 'Eliminar cotizaciones con su bitácora y adjuntos', [
      'COTIZACIONES_R',
      'COTIZACIONES_D',
      'BITACORA_D',
      'ADJUNTOS_D',
    ]),
    rol('Módulos', 'ROLE_COTIZACIONES_TEMP', 'Plantillas de cotización', 'Consultar, crear, editar y eliminar plantillas de cotización', [
      'COTIZACIONES_TEMP_R',
      'COTIZACIONES_TEMP_W',
      'COTIZACIONES_TEMP_D',
    ]),
  ],
};
