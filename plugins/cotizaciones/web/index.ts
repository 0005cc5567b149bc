import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { aportar } from '../../../core/shared/extension.ts';
import { DUENOS_CON_PAGINA } from '../../crm/shared/duenos.ts';
import { OFERTA_COTIZACIONES } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/**
 * Quotations and their templates (spec 03 §2 Quotations). The new-record forms keep the spec's
 * trailing slashes (/cotizaciones/, /cotizaciones/templates/); the static /cotizaciones/templates
 * outranks /cotizaciones/:cotizacionId in react-router.
 */
export const webPlugin: WebPlugin = {
  id: 'cotizaciones',
  oferta: OFERTA_COTIZACIONES,
  aportes: [
    // The log and attachment pages crm serves for quotations lead back to the quotation's detail.
    aportar(DUENOS_CON_PAGINA, [{ clave: 'cotizacionId', entidad: 'cotizaciones', volver: (id) => `/cotizacion/${id}` }]),
  ],
  routes: [
    { path: '/cotizaciones', load: () => import('./pages/CotizacionesPage.tsx'), permiso: 'COTIZACIONES_R' },
    { path: '/cotizaciones/', load: () => import('./pages/CotizacionFormPage.tsx'), permiso: 'COTIZACIONES_W' },
    { path: '/cotizaciones/:cotizacionId', load: () => import('./pages/CotizacionFormPage.tsx'), permiso: 'COTIZACIONES_W' },
    { path: '/cotizacion/:cotizacionId', load: () => import('./pages/CotizacionPage.tsx'), permiso: 'COTIZACIONES_R' },
    { path: '/cotizaciones/templates', load: () => import('./pages/TemplatesPage.tsx'), permiso: 'COTIZACIONES_TEMP_R' },
    { path: '/cotizaciones/templates/', load: () => import('./pages/TemplateFormPage.tsx'), permiso: 'COTIZACIONES_TEMP_W' },
    { path: '/cotizaciones/templates/:templateId', load: () => import('./pages/TemplateFormPage.tsx'), permiso: 'COTIZACIONES_TEMP_W' },
    { path: '/cotizacion/templates/:templateId', load: () => import('./pages/TemplatePage.tsx'), permiso: 'COTIZACIONES_TEMP_R' },
  ],
  // Spec 01 §2: Módulos lists … Prospección, Siniestros, Cotizaciones, Calendario, Tareas.
  navigation: [{ group: 'modulos', label: 'Cotizaciones', path: '/cotizaciones', order: 70, icon: icono('document-share'), permiso: 'COTIZACIONES_R' }],
};
