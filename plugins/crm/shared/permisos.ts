import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';

/** Activity log, attachments, tasks and mail: the permission codes this plugin owns (docs/adr/020-datos-por-plugin.md). */
export const PERMISOS_CRM = {
  BITACORA_R: 'Consultar la bitácora',
  BITACORA_W: 'Escribir en la bitácora',
  BITACORA_D: 'Eliminar registros de la bitácora',
  ADJUNTOS_R: 'Consultar archivos adjuntos',
  ADJUNTOS_W: 'Subir archivos adjuntos',
  ADJUNTOS_D: 'Eliminar archivos adjuntos',
  TAREAS_R: 'Consultar tareas',
  TAREAS_W: 'Crear y editar tareas',
  CORREOS_R: 'Consultar plantillas de correo',
  CORREOS_W: 'Crear y editar plantillas de correo',
  CORREOS_D: 'Eliminar plantillas de correo',
  CORREOS_ENVIAR: 'Enviar correos y mensajes a clientes',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_CRM, true> {}
}

/**
 * What a record's module roles grant of its log and attachments: reading them with the record,
 * writing with the write role, deleting with the delete role. Deleting needs reading, or the
 * entries to delete are never shown.
 */
export const BITACORA_Y_ADJUNTOS = {
  consultar: ['BITACORA_R', 'ADJUNTOS_R'],
  escribir: ['BITACORA_R', 'BITACORA_W', 'ADJUNTOS_R', 'ADJUNTOS_W'],
  eliminar: ['BITACORA_R', 'BITACORA_D', 'ADJUNTOS_R', 'ADJUNTOS_D'],
} as const satisfies Record<string, readonly (keyof typeof PERMISOS_CRM)[]>;

/** The privileges of the users form that grant these codes (spec 01 §2). */
export const ACCESO_CRM: AccesoDePlugin = {
  permisos: PERMISOS_CRM,
  roles: [
    rol('Módulos', 'ROLE_TAREAS_R', 'Tareas: consultar', 'Ver tareas', ['TAREAS_R']),
    rol('Módulos', 'ROLE_TAREAS_W', 'Tareas: escribir', 'Crear, editar y cerrar tareas', ['TAREAS_R', 'TAREAS_W']),
    // The mail templates join the configuration privilege catalogos declares.
    rol('Administración', 'ROLE_CONFIG', 'Configuración', 'Fechas de vencimiento, monedas y plantillas de correo', ['CORREOS_R', 'CORREOS_W', 'CORREOS_D']),
  ],
};
