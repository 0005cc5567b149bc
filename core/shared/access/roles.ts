import type { RolDefinicion } from './permisos.ts';

export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USER = 'ROLE_USER';
export const ROLE_UNSUBSCRIBE_USER = 'ROLE_UNSUBSCRIBE_USER';

/** Core's one privilege; every other one is declared by the plugin that owns its codes. */
export const ROL_ADMINISTRADOR: RolDefinicion = {
  role: ROLE_ADMIN,
  nombre: 'Administrador',
  descripcion: 'Acceso total: pasa cualquier verificación de permisos',
  grupo: 'Administración',
  permisos: [],
};
