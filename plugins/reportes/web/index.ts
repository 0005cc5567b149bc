import { createElement } from 'react';
import { ChartIcon } from '@blueprintjs/icons';
import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { OFERTA_REPORTES } from './oferta.ts';

/**
 * The portfolio summary and the production goals (spec 02 §2.8, §2.11). The summary takes the
 * shell's /resumen, open to every signed-in user (spec 01 §2); the shell's 'Resumen' navigation
 * entry stays as it is.
 */
export const webPlugin: WebPlugin = {
  id: 'reportes',
  oferta: OFERTA_REPORTES,
  ajustes: [{ label: 'Metas', path: '/configuracion/metas', descripcion: 'Tus metas de producción', icon: createElement(ChartIcon, { size: 20 }), order: 60, permiso: 'METAS' }],
  routes: [
    { path: '/resumen', load: () => import('./pages/ResumenPage.tsx') },
    // The link of /configuracion appears once this route is registered.
    { path: '/configuracion/metas', load: () => import('./pages/MetasPage.tsx'), permiso: 'METAS' },
  ],
};
