import type { WebPlugin } from './plugins/contract.ts';

const notFoundPage = () => import('./pages/NotFoundPage.tsx');

/** The shell's own pages, declared like a plugin's so every page goes through one lazy route table. */
export const shellPlugin: WebPlugin = {
  id: 'core',
  routes: [
    { path: '/', load: () => import('./pages/HomePage.tsx'), public: true },
    { path: '/ux', load: () => import('./pages/UxPage.tsx'), public: true },
    { path: '/404', load: notFoundPage, public: true },
    { path: '/500', load: () => import('./pages/ErrorPage.tsx'), public: true },
    { path: '*', load: notFoundPage, public: true },
  ],
};
