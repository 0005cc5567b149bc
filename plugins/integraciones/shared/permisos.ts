import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';

/** Integrations with other applications: the permission codes this plugin owns (spec 01 §6, §9). */
export const PERMISOS_INTEGRACIONES = {
  INTEGRACIONES: 'Configurar las integraciones con otras aplicaciones',
  REPORTES_AUTOMATIZACIONES: 'Consultar las sincronizaciones con los portales de las aseguradoras',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_INTEGRACIONES, true> {}
}

/** The privilege of the users form that grants it (spec 01 §2: Administración, integrations). */
export const ACCESO_INTEGRACIONES: AccesoDePlugin = {
  permisos: PERMISOS_INTEGRACIONES,
  roles: [
    rol('Administración', 'ROLE_INTEGRACIONES', 'Integraciones', 'Conectar Cartera con otras aplicaciones, como Todoist', ['CONFIG', 'INTEGRACIONES']),
    rol('Reportes', 'ROLE_REPORTES_AUTOMATIZACIONES', 'Automatizaciones', 'Ver las sincronizaciones con los portales de las aseguradoras', ['REPORTES_AUTOMATIZACIONES']),
  ],
};
