import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';
import { BITACORA_Y_ADJUNTOS as BA } from '../../crm/shared/permisos.ts';

/** Policies, receipts and agent keys: the permission codes this plugin owns (docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_POLIZAS = {
  POLIZAS_R: 'Consultar pólizas y su detalle',
  POLIZAS_W: 'Capturar, editar, renovar, cerrar y reactivar pólizas; cancelar, reactivar y revertir recibos',
  POLIZAS_D: 'Eliminar pólizas',
  POLIZAS_COBRANZA: 'Cobranza: consultar y pagar recibos',
  POLIZAS_RENOVACIONES: 'Renovaciones: consultar y renovar pólizas por vencer',
  CLAVES_R: 'Consultar claves de agente',
  CLAVES_W: 'Crear y editar claves de agente',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_POLIZAS, true> {}
}

/** The privileges of the users form that grant these codes (spec 01 §2). */
export const ACCESO_POLIZAS: AccesoDePlugin = {
  permisos: PERMISOS_POLIZAS,
  roles: [
    rol('Módulos', 'ROLE_POLIZAS_R', 'Pólizas: consultar', 'Ver pólizas, recibos, su bitácora y adjuntos', ['POLIZAS_R', ...BA.consultar]),
    rol('Módulos', 'ROLE_POLIZAS_W', 'Pólizas: escribir', 'Capturar, editar, renovar, cerrar y reactivar pólizas y recibos; enviar correos', [
      'POLIZAS_R',
      'POLIZAS_W',
      // The wizard's contratante is a client searched and read.
      'CLIENTES_R',
      'CORREOS_ENVIAR',
      ...BA.escribir,
    ]),
    rol('Módulos', 'ROLE_POLIZAS_D', 'Pólizas: eliminar', 'Eliminar pólizas y registros de su bitácora y adjuntos', ['POLIZAS_R', 'POLIZAS_D', ...BA.eliminar]),
    rol('Módulos', 'ROLE_RENOVACIONES', 'Renovaciones', 'Consultar pólizas por vencer y renovarlas', ['POLIZAS_R', 'POLIZAS_RENOVACIONES', 'CLIENTES_R']),
    rol('Módulos', 'ROLE_COBRANZA', 'Cobranza', 'Consultar recibos por cobrar y registrar pagos', ['POLIZAS_R', 'POLIZAS_COBRANZA']),
    rol('Administración', 'ROLE_CLAVES', 'Claves de agente', 'Consultar y editar claves de agente', ['CONFIG', 'CLAVES_R', 'CLAVES_W']),
  ],
};
