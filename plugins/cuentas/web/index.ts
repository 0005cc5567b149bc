import type { WebPlugin } from '../../../web/src/plugins/contract.ts';

/**
 * The account screens (spec 01 §2): plans, Mi Cuenta, Mi plan and the additional users with their
 * privileges. Account and plan stay open when the subscription has ended, so it can be renewed.
 */
export const webPlugin: WebPlugin = {
  id: 'cuentas',
  routes: [
    { path: '/planes', load: () => import('./pages/PlanesPage.tsx'), public: true, allowUnsubscribed: true },
    { path: '/configuracion/mi-cuenta', load: () => import('./pages/MiCuentaPage.tsx'), allowUnsubscribed: true },
    { path: '/configuracion/mi-plan', load: () => import('./pages/MiPlanPage.tsx'), allowUnsubscribed: true },
    { path: '/configuracion/usuarios', load: () => import('./pages/UsuariosPage.tsx'), permiso: 'USUARIOS_R' },
    // The spec's new-user address keeps its trailing slash: /configuracion/usuarios/.
    { path: '/configuracion/usuarios/', load: () => import('./pages/UsuarioFormPage.tsx'), permiso: 'USUARIOS_W' },
    { path: '/configuracion/usuarios/:usuarioId', load: () => import('./pages/UsuarioFormPage.tsx'), permiso: 'USUARIOS_W' },
  ],
};
