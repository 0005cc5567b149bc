import { rol, type AccesoDePlugin } from '../../../core/shared/access/permisos.ts';

/** Loading a portfolio from policy PDFs and Excel: the permission code this plugin owns (spec 02 §6). */
export const PERMISOS_IMPORTACION = {
  POLIZAS_IMPORT: 'Importar pólizas desde PDF y Excel',
} as const;

declare module '../../../core/shared/access/permisos.ts' {
  interface PermisosDeclarados extends Record<keyof typeof PERMISOS_IMPORTACION, true> {}
}

/** The privilege of the users form that grants it; the imported policies are then seen in the list. */
export const ACCESO_IMPORTACION: AccesoDePlugin = {
  permisos: PERMISOS_IMPORTACION,
  roles: [rol('Módulos', 'ROLE_POLIZAS_IMPORT', 'Importar pólizas', 'Cargar pólizas y sus clientes desde la carátula en PDF o desde Excel', ['POLIZAS_IMPORT', 'POLIZAS_R'])],
};
