import type { Permiso } from './permisos.ts';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USER = 'ROLE_USER';
export const ROLE_UNSUBSCRIBE_USER = 'ROLE_UNSUBSCRIBE_USER';

export type GrupoPrivilegio = 'Catálogos' | 'Módulos' | 'Reportes' | 'Administración';

/** A privilege the principal user can grant in the users form: a role and the codes it grants. */
export interface RolDefinicion {
  role: string;
  nombre: string;
  descripcion: string;
  grupo: GrupoPrivilegio;
  permisos: Permiso[];
}

const log: Permiso[] = ['BITACORA_R', 'BITACORA_W', 'ADJUNTOS_R', 'ADJUNTOS_W'];
const logD: Permiso[] = ['BITACORA_D', 'ADJUNTOS_D'];

function rol(grupo: GrupoPrivilegio, role: string, nombre: string, descripcion: string, permisos: Permiso[]): RolDefinicion {
  return { role, nombre, descripcion, grupo, permisos };
}

/** The privileges checklist of /configuracion/usuarios, in its four groups (spec 01 §2). */
export const ROLES: RolDefinicion[] = [
  rol('Catálogos', 'ROLE_CLIENTES_R', 'Clientes: consultar', 'Ver la lista y el detalle de clientes, su bitácora y adjuntos', ['CLIENTES_R', 'BITACORA_R', 'ADJUNTOS_R']),
  rol('Catálogos', 'ROLE_CLIENTES_W', 'Clientes: escribir', 'Crear y editar clientes, escribir en su bitácora y subir adjuntos', ['CLIENTES_R', 'CLIENTES_W', ...log]),
  rol('Catálogos', 'ROLE_CLIENTES_D', 'Clientes: eliminar', 'Eliminar clientes y registros de su bitácora y adjuntos', ['CLIENTES_R', 'CLIENTES_D', ...logD]),
  rol('Catálogos', 'ROLE_PROSPECTOS_R', 'Prospectos: consultar', 'Ver la lista y el detalle de prospectos', ['PROSPECTOS_R', 'BITACORA_R', 'ADJUNTOS_R']),
  rol('Catálogos', 'ROLE_PROSPECTOS_W', 'Prospectos: escribir', 'Crear y editar prospectos y su bitácora', ['PROSPECTOS_R', 'PROSPECTOS_W', ...log]),
  rol('Catálogos', 'ROLE_PROSPECTOS_D', 'Prospectos: eliminar', 'Eliminar prospectos', ['PROSPECTOS_R', 'PROSPECTOS_D']),
  rol('Catálogos', 'ROLE_VENDEDORES_R', 'Vendedores: consultar', 'Ver la lista de vendedores', ['VENDEDORES_R']),
  rol('Catálogos', 'ROLE_VENDEDORES_W', 'Vendedores: escribir', 'Crear y editar vendedores', ['VENDEDORES_R', 'VENDEDORES_W']),
  rol('Catálogos', 'ROLE_VENDEDORES_D', 'Vendedores: eliminar', 'Eliminar vendedores', ['VENDEDORES_R', 'VENDEDORES_D']),
  rol('Módulos', 'ROLE_POLIZAS_R', 'Pólizas: consultar', 'Ver pólizas, recibos, su bitácora y adjuntos', ['POLIZAS_R', 'BITACORA_R', 'ADJUNTOS_R']),
  rol('Módulos', 'ROLE_POLIZAS_W', 'Pólizas: escribir', 'Capturar, editar, renovar, cerrar y reactivar pólizas y recibos; enviar correos', ['POLIZAS_R', 'POLIZAS_W', 'CORREOS_ENVIAR', ...log]),
  rol('Módulos', 'ROLE_POLIZAS_D', 'Pólizas: eliminar', 'Eliminar pólizas y registros de su bitácora y adjuntos', ['POLIZAS_R', 'POLIZAS_D', ...logD]),
  rol('Módulos', 'ROLE_RENOVACIONES', 'Renovaciones', 'Consultar pólizas por vencer y renovarlas', ['POLIZAS_R', 'POLIZAS_RENOVACIONES']),
  rol('Módulos', 'ROLE_COBRANZA', 'Cobranza', 'Consultar recibos por cobrar y registrar pagos', ['POLIZAS_R', 'POLIZAS_COBRANZA']),
  rol('Módulos', 'ROLE_IMPORT', 'Importar pólizas', 'Importar pólizas desde PDF, Excel o portales de aseguradoras', ['POLIZAS_R', 'POLIZAS_IMPORT']),
  rol('Módulos', 'ROLE_SINIESTROS_R', 'Siniestros: consultar', 'Ver siniestros, su bitácora y adjuntos', ['SINIESTROS_R', 'BITACORA_R', 'ADJUNTOS_R']),
  rol('Módulos', 'ROLE_SINIESTROS_W', 'Siniestros: escribir', 'Registrar y editar siniestros, su bitácora y adjuntos', ['SINIESTROS_R', 'SINIESTROS_W', ...log]),
  rol('Módulos', 'ROLE_SINIESTROS_D', 'Siniestros: eliminar', 'Eliminar siniestros', ['SINIESTROS_R', 'SINIESTROS_D']),
  rol('Módulos', 'ROLE_COTIZACIONES_R', 'Cotizaciones: consultar', 'Ver cotizaciones', ['COTIZACIONES_R']),
  rol('Módulos', 'ROLE_COTIZACIONES_W', 'Cotizaciones: escribir', 'Crear, editar y enviar cotizaciones', ['COTIZACIONES_R', 'COTIZACIONES_W']),
  rol('Módulos', 'ROLE_COTIZACIONES_D', 'Cotizaciones: eliminar', 'Eliminar cotizaciones', ['COTIZACIONES_R', 'COTIZACIONES_D']),
  rol('Módulos', 'ROLE_TEMP', 'Plantillas de cotización', 'Consultar, crear, editar y eliminar plantillas de cotización', ['COTIZACIONES_TEMP_R', 'COTIZACIONES_TEMP_W', 'COTIZACIONES_TEMP_D']),
  rol('Módulos', 'ROLE_CALENDARIO_R', 'Calendario', 'Ver el calendario de vencimientos, renovaciones y tareas', ['CALENDARIO_R']),
  rol('Módulos', 'ROLE_TAREAS_R', 'Tareas: consultar', 'Ver tareas', ['TAREAS_R']),
  rol('Módulos', 'ROLE_TAREAS_W', 'Tareas: escribir', 'Crear, editar y cerrar tareas', ['TAREAS_R', 'TAREAS_W']),
  rol('Módulos', 'ROLE_PROSPECCION_R', 'Prospección: consultar', 'Ver el tablero de prospección', ['PROSPECCION_R']),
  rol('Módulos', 'ROLE_PROSPECCION_W', 'Prospección: escribir', 'Crear, mover, cerrar y reabrir tarjetas; agregar notas', ['PROSPECCION_R', 'PROSPECCION_W', 'PROSPECTOS_W']),
  rol('Módulos', 'ROLE_PROSPECCION_D', 'Prospección: eliminar', 'Eliminar tarjetas y columnas del tablero', ['PROSPECCION_R', 'PROSPECCION_D']),
  rol('Reportes', 'ROLE_REPORTES', 'Reporte general', 'Ver el reporte general de la cartera', ['REPORTES_GENERAL']),
  rol('Reportes', 'ROLE_REPORTES_POLIZAS', 'Reporte de pólizas', 'Ver y exportar el reporte de pólizas', ['REPORTES_POLIZAS']),
  rol('Reportes', 'ROLE_REPORTES_RECIBOS', 'Reporte de recibos', 'Ver y exportar el reporte de recibos', ['REPORTES_RECIBOS']),
  rol('Reportes', 'ROLE_REPORTES_CLIENTES', 'Reporte de clientes', 'Ver y exportar el reporte de clientes', ['REPORTES_CLIENTES']),
  rol('Reportes', 'ROLE_REPORTES_COMISIONES', 'Reporte de comisiones', 'Ver el reporte de comisiones', ['REPORTES_COMISIONES']),
  rol('Reportes', 'ROLE_REPORTES_AUTOMATIZACIONES', 'Automatizaciones', 'Ver la bitácora de sincronización con portales', ['REPORTES_AUTOMATIZACIONES']),
  rol('Reportes', 'ROLE_REPORTE_SEMANAL', 'Reporte semanal', 'Recibir y consultar el reporte semanal', ['REPORTES_SEMANAL']),
  rol('Administración', ROLE_ADMIN, 'Administrador', 'Acceso total: pasa cualquier verificación de permisos', []),
  rol('Administración', 'ROLE_USUARIOS', 'Usuarios', 'Consultar, crear, editar y eliminar usuarios adicionales', ['CONFIG', 'USUARIOS_R', 'USUARIOS_W', 'USUARIOS_D']),
  rol('Administración', 'ROLE_FACTURACION', 'Facturación', 'Consultar y cambiar el plan de suscripción', ['CONFIG', 'FACTURACION']),
  rol('Administración', 'ROLE_EMPRESA', 'Empresa', 'Editar los datos de la empresa', ['CONFIG', 'EMPRESA_W']),
  rol('Administración', 'ROLE_CONFIG', 'Configuración', 'Fechas de vencimiento, monedas y plantillas de correo', ['CONFIG', 'VENCIMIENTOS_W', 'MONEDA_W', 'CORREOS_R', 'CORREOS_W', 'CORREOS_D']),
  rol('Administración', 'ROLE_INTEGRACIONES', 'Integraciones', 'Configurar integraciones con otras aplicaciones', ['CONFIG', 'INTEGRACIONES']),
  rol('Administración', 'ROLE_CLAVES', 'Claves de agente', 'Consultar y editar claves de agente', ['CONFIG', 'CLAVES_R', 'CLAVES_W']),
  rol('Administración', 'ROLE_ASEGURADORAS', 'Aseguradoras', 'Consultar, crear y editar aseguradoras propias', ['ASEGURADORAS_R', 'ASEGURADORAS_W']),
  rol('Administración', 'ROLE_COMUNICADOS', 'Comunicados', 'Consultar, crear y enviar comunicados', ['COMUNICADOS_R', 'COMUNICADOS_W', 'COMUNICADOS_ENVIAR']),
  rol('Administración', 'ROLE_METAS', 'Metas', 'Configurar metas de producción', ['CONFIG', 'METAS']),
];

export const ROLES_POR_NOMBRE = new Map(ROLES.map((r) => [r.role, r]));
