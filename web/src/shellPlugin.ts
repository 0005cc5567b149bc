import type { WebPlugin } from './plugins/contract.ts';
import { icono } from './ui/icono.ts';

const notFoundPage = () => import('./pages/NotFoundPage.tsx');

/**
 * The shell's own pages, declared like a plugin's so every page goes through one lazy route table.
 * A plugin may replace any of them by declaring the same path. /resumen, the landing page, is the
 * reportes plugin's portfolio summary.
 */
export const shellPlugin: WebPlugin = {
  id: 'core',
  oferta: { plan: { textos: ['Soporte por chat y correo'], orden: 100 } },
  routes: [
    // Public (spec 01 §2). `allowUnsubscribed` marks what a session with an ended subscription may still open.
    { path: '/', load: () => import('./pages/HomePage.tsx'), public: true, allowUnsubscribed: true },
    { path: '/ux', load: () => import('./pages/UxPage.tsx'), public: true },
    { path: '/404', load: notFoundPage, public: true, allowUnsubscribed: true },
    { path: '/500', load: () => import('./pages/ErrorPage.tsx'), public: true, allowUnsubscribed: true },
    { path: '*', load: notFoundPage, public: true, allowUnsubscribed: true },
    { path: '/registro', load: () => import('./auth/RegistroPage.tsx'), public: true },
    { path: '/activar', load: () => import('./auth/ActivarPage.tsx'), public: true },
    { path: '/confirmar-correo', load: () => import('./auth/ConfirmarCorreoPage.tsx'), public: true, allowUnsubscribed: true },
    { path: '/restaurar-pass', load: () => import('./auth/RestaurarPassPage.tsx'), public: true, allowUnsubscribed: true },
    { path: '/establecer-pass', load: () => import('./auth/EstablecerPassPage.tsx'), public: true, allowUnsubscribed: true },
    { path: '/aviso-privacidad', load: () => import('./pages/legal/AvisoPrivacidadPage.tsx'), public: true, allowUnsubscribed: true },
    { path: '/terminos-condiciones', load: () => import('./pages/legal/TerminosPage.tsx'), public: true, allowUnsubscribed: true },
    // Signed in, open to every user.
    { path: '/comofunciona', load: () => import('./pages/ComoFuncionaPage.tsx') },
    { path: '/configuracion', load: () => import('./pages/ConfiguracionPage.tsx') },
  ],
  // 'Resumen' and 'Configuración' are always shown (spec 01 §6).
  navigation: [
    { group: 'modulos', label: 'Resumen', path: '/resumen', order: 0, icon: icono('home') },
    { group: 'administracion', label: 'Configuración', path: '/configuracion', order: 1000, icon: icono('cog') },
  ],
};
