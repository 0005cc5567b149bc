import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { OFERTA_COBRANZA } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/**
 * Collections and renewals (issue 7, spec 02 §2.6, §2.7) over the polizas plugin's receipts and
 * policies; the classic layouts share the permission of their screen (spec 01 §2).
 */
export const webPlugin: WebPlugin = {
  id: 'cobranza',
  oferta: OFERTA_COBRANZA,
  routes: [
    { path: '/cxc', load: () => import('./pages/CobranzaPage.tsx'), permiso: 'POLIZAS_COBRANZA' },
    { path: '/cxc-clasic', load: () => import('./pages/CobranzaClasicaPage.tsx'), permiso: 'POLIZAS_COBRANZA' },
    { path: '/renovaciones', load: () => import('./pages/RenovacionesPage.tsx'), permiso: 'POLIZAS_RENOVACIONES' },
    { path: '/renovaciones-clasic', load: () => import('./pages/RenovacionesClasicaPage.tsx'), permiso: 'POLIZAS_RENOVACIONES' },
  ],
  // Spec 01 §2: Módulos lists Resumen, Pólizas, Cobranza, Renovaciones, ...
  navigation: [
    { group: 'modulos', label: 'Cobranza', path: '/cxc', order: 20, icon: icono('dollar'), permiso: 'POLIZAS_COBRANZA' },
    { group: 'modulos', label: 'Renovaciones', path: '/renovaciones', order: 30, icon: icono('repeat'), permiso: 'POLIZAS_RENOVACIONES' },
  ],
};
