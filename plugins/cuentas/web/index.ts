import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { OFERTA_CUENTAS } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/**
 * The account screens (spec 01 §2): plans, Mi Cuenta, Mi plan and the additional users with their
 * privileges. Account and plan stay open when the subscription has ended, so it can be renewed.
 */
export const webPlugin: WebPlugin = {
  id: 'cuentas',
  oferta: OFERTA_CUENTAS,
  ajustes: [
    { label: 'Mi Cuenta', path: '/configuracion/mi-cuenta', descripcion: 'Tus datos y tu contraseña', icon: icono('user', 20), order: 10 },
    {
      label: 'Usuarios',
      path: '/configuracion/usuarios',
      descripcion: 'Usuarios adicionales y sus privilegios',
      icon: icono('people', 20),
      order: 30,
      permiso: ['USUARIOS_R', 'USUARIOS_D'],
    },
    {
      label: 'Facturación',
      path: '/configuracion/mi-plan',
      descripcion: 'Tu plan y tu facturación',
      icon: icono('credit-card', 20),
      order: 90,
      permiso: 'FACTURACION',
    },
  ],
  routes: [
    { path: '/planes', load: () => import('./pages/PlanesPage.tsx'), public: true, allowUnsubscribed: true },
    // Stripe's return address (spec 01 §2): open to a lapsed subscription, which is who pays again.
    { path: '/payments/stripe/completed', load: () => import('./pages/PagoCompletadoPage.tsx'), allowUnsubscribed: true, permiso: 'FACTURACION' },
    { path: '/configuracion/mi-cuenta', load: () => import('./pages/MiCuentaPage.tsx'), allowUnsubscribed: true },
    { path: '/configuracion/mi-plan', load: () => import('./pages/MiPlanPage.tsx'), allowUnsubscribed: true, permiso: 'FACTURACION' },
    { path: '/configuracion/usuarios', load: () => import('./pages/UsuariosPage.tsx'), permiso: 'USUARIOS_R' },
    // The spec's new-user address keeps its trailing slash: /configuracion/usuarios/.
    { path: '/configuracion/usuarios/', load: () => import('./pages/UsuarioFormPage.tsx'), permiso: 'USUARIOS_W' },
    { path: '/configuracion/usuarios/:usuarioId', load: () => import('./pages/UsuarioFormPage.tsx'), permiso: 'USUARIOS_W' },
  ],
};
