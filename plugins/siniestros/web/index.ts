import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { aportar } from '../../../core/shared/extension.ts';
import { DUENOS_CON_PAGINA } from '../../crm/shared/duenos.ts';
import { BLOQUES_DE_POLIZA } from '../../polizas/shared/bloques.ts';
import { OFERTA_SINIESTROS } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/** Claims (spec 03 §2 Claims; docs/adr/024-siniestros.md). The new-claim form keeps the spec's trailing slash (/siniestros/). */
export const webPlugin: WebPlugin = {
  id: 'siniestros',
  oferta: OFERTA_SINIESTROS,
  aportes: [
    // The log and attachment pages crm serves for claims lead back to the claim's detail.
    aportar(DUENOS_CON_PAGINA, [{ clave: 'siniestroId', entidad: 'siniestros', volver: (id) => `/siniestro/${id}` }]),
    // The claims of a policy in its detail, for a user who reads claims (spec 02 §2.2).
    aportar(BLOQUES_DE_POLIZA, [
      { id: 'siniestros.dePoliza', titulo: 'SINIESTROS', orden: 10, permiso: 'SINIESTROS_R', load: () => import('./components/SiniestrosDePoliza.tsx') },
    ]),
  ],
  routes: [
    { path: '/siniestros', load: () => import('./pages/SiniestrosPage.tsx'), permiso: 'SINIESTROS_R' },
    { path: '/siniestros/', load: () => import('./pages/SiniestroFormPage.tsx'), permiso: 'SINIESTROS_W' },
    { path: '/siniestros/:siniestroId', load: () => import('./pages/SiniestroFormPage.tsx'), permiso: 'SINIESTROS_W' },
    { path: '/siniestro/:siniestroId', load: () => import('./pages/SiniestroPage.tsx'), permiso: 'SINIESTROS_R' },
  ],
  // Spec 01 §2: Módulos lists Resumen, Pólizas, Cobranza, Renovaciones, Prospección, Siniestros, Cotizaciones, Calendario, Tareas.
  navigation: [{ group: 'modulos', label: 'Siniestros', path: '/siniestros', order: 60, icon: icono('warning-sign'), permiso: 'SINIESTROS_R' }],
};
