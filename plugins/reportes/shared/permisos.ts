import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';

/** Reports, the calendar and goals: the permission codes this plugin owns (docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_REPORTES = {
  REPORTES_GENERAL: 'Reporte general de la cartera',
  REPORTES_POLIZAS: 'Reporte de pólizas',
  REPORTES_RECIBOS: 'Reporte de recibos',
  REPORTES_CLIENTES: 'Reporte de clientes',
  REPORTES_COMISIONES: 'Reporte de comisiones',
  REPORTES_SEMANAL: 'Reporte semanal',
  CALENDARIO_R: 'Consultar el calendario',
  METAS: 'Configurar metas de producción',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_REPORTES, true> {}
}

/** The privileges of the users form that grant these codes (spec 01 §2). */
export const ACCESO_REPORTES: AccesoDePlugin = {
  permisos: PERMISOS_REPORTES,
  roles: [
    rol('Módulos', 'ROLE_CALENDARIO_R', 'Calendario', 'Ver el calendario de vencimientos, renovaciones y tareas', ['CALENDARIO_R']),
    rol('Reportes', 'ROLE_REPORTES', 'Reporte general', 'Ver el reporte general de la cartera', ['REPORTES_GENERAL']),
    rol('Reportes', 'ROLE_REPORTES_POLIZAS', 'Reporte de pólizas', 'Ver y exportar el reporte de pólizas', ['REPORTES_POLIZAS']),
    rol('Reportes', 'ROLE_REPORTES_RECIBOS', 'Reporte de recibos', 'Ver y exportar el reporte de recibos', ['REPORTES_RECIBOS']),
    rol('Reportes', 'ROLE_REPORTES_CLIENTES', 'Reporte de clientes', 'Ver y exportar el reporte de clientes', ['REPORTES_CLIENTES']),
    rol('Reportes', 'ROLE_REPORTES_COMISIONES', 'Reporte de comisiones', 'Ver el reporte de comisiones', ['REPORTES_COMISIONES']),
    rol('Reportes', 'ROLE_REPORTE_SEMANAL', 'Reporte semanal', 'Recibir y consultar el reporte semanal', ['REPORTES_SEMANAL']),
    rol('Administración', 'ROLE_METAS', 'Metas', 'Configurar metas de producción', ['CONFIG', 'METAS']),
  ],
};
