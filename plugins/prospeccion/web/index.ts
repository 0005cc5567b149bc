import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { aportar } from '../../../core/shared/extension.ts';
import { DUENOS_CON_PAGINA } from '../../crm/shared/duenos.ts';
import { PANELES_DE_REGISTRO } from '../../crm/shared/paneles.ts';
import { VINCULOS_DE_TAREA } from '../../crm/shared/vinculos.ts';
import { DUENO_PROSPECTO } from '../shared/prospectos.ts';
import { OFERTA_PROSPECCION } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/**
 * Prospects and the sales funnel board (spec 03 §2; docs/adr/025-prospeccion.md). The new-prospect
 * form keeps the spec's trailing slash (/prospectos/).
 */
export const webPlugin: WebPlugin = {
  id: 'prospeccion',
  oferta: OFERTA_PROSPECCION,
  aportes: [
    // The log and attachment pages crm serves for prospects lead back to the prospect's detail.
    aportar(DUENOS_CON_PAGINA, [{ ...DUENO_PROSPECTO, volver: (id) => `/prospectos/${id}` }]),
    // The prospect a task belongs to: chosen in the task form, a link on the task's page.
    aportar(VINCULOS_DE_TAREA, [{ ...DUENO_PROSPECTO, etiqueta: 'Prospecto', permiso: 'PROSPECTOS_R', load: () => import('./components/ProspectoVinculo.tsx') }]),
    // On a client's page: the prospect it came from, with its opportunities on the board.
    aportar(PANELES_DE_REGISTRO, [
      {
        id: 'prospeccion.origen',
        titulo: 'Prospecto de origen',
        orden: 15,
        entidades: ['clientes'],
        permiso: 'PROSPECTOS_R',
        load: () => import('./paneles/ProspectoDelCliente.tsx'),
      },
    ]),
  ],
  routes: [
    { path: '/prospectos', load: () => import('./pages/ProspectosPage.tsx'), permiso: 'PROSPECTOS_R' },
    { path: '/prospectos/', load: () => import('./pages/ProspectoFormPage.tsx'), permiso: 'PROSPECTOS_W' },
    { path: '/prospectos/:prospectoId', load: () => import('./pages/ProspectoPage.tsx'), permiso: 'PROSPECTOS_R' },
    { path: '/prospectos/:prospectoId/edit', load: () => import('./pages/ProspectoFormPage.tsx'), permiso: 'PROSPECTOS_W' },
    { path: '/prospeccion', load: () => import('./pages/EmbudoPage.tsx'), permiso: 'PROSPECCION_R' },
  ],
  // Spec 01 §2: Módulos lists … Renovaciones, Prospección, Siniestros …; Catálogos lists Clientes, Prospectos, Vendedores.
  navigation: [
    { group: 'modulos', label: 'Prospección', path: '/prospeccion', order: 40, icon: icono('filter'), permiso: 'PROSPECCION_R' },
    { group: 'catalogos', label: 'Prospectos', path: '/prospectos', order: 20, icon: icono('new-person'), permiso: 'PROSPECTOS_R' },
  ],
};
