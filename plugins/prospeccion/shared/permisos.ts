import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';
import { BITACORA_Y_ADJUNTOS as BA } from '../../crm/shared/permisos.ts';

/** Prospects and the sales funnel board: the permission codes this plugin owns (spec 03 §6; docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_PROSPECCION = {
  PROSPECTOS_R: 'Consultar prospectos',
  PROSPECTOS_W: 'Crear, editar y convertir prospectos en clientes',
  PROSPECTOS_D: 'Eliminar prospectos',
  PROSPECCION_R: 'Consultar el embudo de ventas',
  PROSPECCION_W: 'Crear, mover, cerrar y reabrir oportunidades y columnas del embudo, y escribir sus notas',
  PROSPECCION_D: 'Eliminar oportunidades y columnas del embudo',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_PROSPECCION, true> {}
}

/**
 * The privileges of the users form that grant these codes (spec 01 §2: Catálogos lists prospects,
 * Módulos prospecting). Writing on the board searches prospects for its cards, so it reads them too.
 */
export const ACCESO_PROSPECCION: AccesoDePlugin = {
  permisos: PERMISOS_PROSPECCION,
  roles: [
    rol('Catálogos', 'ROLE_PROSPECTOS_R', 'Prospectos: consultar', 'Ver la lista y el detalle de prospectos, su bitácora y adjuntos', ['PROSPECTOS_R', ...BA.consultar]),
    rol('Catálogos', 'ROLE_PROSPECTOS_W', 'Prospectos: escribir', 'Crear y editar prospectos, convertirlos en clientes, escribir en su bitácora y subir adjuntos', [
      'PROSPECTOS_R',
      'PROSPECTOS_W',
      ...BA.escribir,
    ]),
    rol('Catálogos', 'ROLE_PROSPECTOS_D', 'Prospectos: eliminar', 'Eliminar prospectos con su bitácora y adjuntos', ['PROSPECTOS_R', 'PROSPECTOS_D', ...BA.eliminar]),
    rol('Módulos', 'ROLE_PROSPECCION_R', 'Prospección: consultar', 'Ver el embudo de ventas, sus oportunidades y notas', ['PROSPECCION_R']),
    rol('Módulos', 'ROLE_PROSPECCION_W', 'Prospección: escribir', 'Crear, mover, cerrar y reabrir oportunidades, ordenar columnas y escribir notas', [
      'PROSPECCION_R',
      'PROSPECCION_W',
      'PROSPECTOS_R',
    ]),
    rol('Módulos', 'ROLE_PROSPECCION_D', 'Prospección: eliminar', 'Eliminar oportunidades y columnas del embudo', ['PROSPECCION_R', 'PROSPECCION_D']),
  ],
};
