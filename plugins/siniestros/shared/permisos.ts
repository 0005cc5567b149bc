import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';
import { BITACORA_Y_ADJUNTOS as BA } from '../../crm/shared/permisos.ts';

/** Claims: the permission codes this plugin owns (spec 03 §6; docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_SINIESTROS = {
  SINIESTROS_R: 'Consultar siniestros',
  SINIESTROS_W: 'Registrar y editar siniestros',
  SINIESTROS_D: 'Eliminar siniestros',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_SINIESTROS, true> {}
}

/**
 * The privileges of the users form that grant these codes (spec 01 §2: Módulos, claims). Writing a
 * claim searches its client (GET /clientes), so the write privilege reads clients too.
 */
export const ACCESO_SINIESTROS: AccesoDePlugin = {
  permisos: PERMISOS_SINIESTROS,
  roles: [
    rol('Módulos', 'ROLE_SINIESTROS_R', 'Siniestros: consultar', 'Ver siniestros, su bitácora y adjuntos', ['SINIESTROS_R', ...BA.consultar]),
    rol('Módulos', 'ROLE_SINIESTROS_W', 'Siniestros: escribir', 'Registrar y editar siniestros, escribir en su bitácora y subir adjuntos', [
      'SINIESTROS_R',
      'SINIESTROS_W',
      'CLIENTES_R',
      ...BA.escribir,
    ]),
    rol('Módulos', 'ROLE_SINIESTROS_D', 'Siniestros: eliminar', 'Eliminar siniestros con su bitácora y adjuntos', ['SINIESTROS_R', 'SINIESTROS_D', ...BA.eliminar]),
  ],
};
