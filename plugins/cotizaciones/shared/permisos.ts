import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';
import { BITACORA_Y_ADJUNTOS as BA } from '../../crm/shared/permisos.ts';

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
    rol('Módulos', 'ROLE_COTIZACIONES_R', 'Cotizaciones: consultar', 'Ver cotizaciones, su bitácora y adjuntos', ['COTIZACIONES_R', ...BA.consultar]),
    rol('Módulos', 'ROLE_COTIZACIONES_W', 'Cotizaciones: escribir', 'Crear, editar y enviar cotizaciones, escribir en su bitácora y subir adjuntos', [
      'COTIZACIONES_R',
      'COTIZACIONES_W',
      'COTIZACIONES_TEMP_R',
      'CLIENTES_R',
      'PROSPECTOS_R',
      ...BA.escribir,
    ]),
    rol('Módulos', 'ROLE_COTIZACIONES_D', 'Cotizaciones: eliminar', 'Eliminar cotizaciones con su bitácora y adjuntos', ['COTIZACIONES_R', 'COTIZACIONES_D', ...BA.eliminar]),
    rol('Módulos', 'ROLE_COTIZACIONES_TEMP', 'Plantillas de cotización', 'Consultar, crear, editar y eliminar plantillas de cotización', [
      'COTIZACIONES_TEMP_R',
      'COTIZACIONES_TEMP_W',
      'COTIZACIONES_TEMP_D',
    ]),
  ],
};
