import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { aportar } from '../../../core/shared/extension.ts';
import { PANELES_DE_REGISTRO } from '../shared/paneles.ts';
import { OFERTA_CRM } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/** Tasks, the activity log and attachments (issue 5, spec 01 §2, §4). */
export const webPlugin: WebPlugin = {
  id: 'crm',
  oferta: OFERTA_CRM,
  routes: [
    { path: '/tareas', load: () => import('./pages/TareasPage.tsx'), permiso: 'TAREAS_R' },
    { path: '/tareas/', load: () => import('./pages/TareaFormPage.tsx'), permiso: 'TAREAS_W' },
    { path: '/tareas/:tareaId', load: () => import('./pages/TareaPage.tsx'), permiso: 'TAREAS_R' },
    { path: '/tareas/:tareaId/edit', load: () => import('./pages/TareaFormPage.tsx'), permiso: 'TAREAS_W' },
    // Spec 01 §2: /{entidad}/{entidadId}/bitacora and /adjuntos of the owners whose web plugins contribute
    // their pages (DUENOS_CON_PAGINA); any other entidad is the not-found page. Other registered owners
    // show their log and attachments through the dialogs below.
    { path: '/:entidad/:entidadId/bitacora', load: () => import('./pages/BitacoraPage.tsx'), permiso: 'BITACORA_R' },
    { path: '/:entidad/:entidadId/adjuntos', load: () => import('./pages/AdjuntosPage.tsx'), permiso: 'ADJUNTOS_R' },
  ],
  // The record's open tasks, latest log entries and attachments on its detail page (issue 18: the client 360).
  aportes: [
    aportar(PANELES_DE_REGISTRO, [
      { id: 'crm.tareas', titulo: 'Tareas abiertas', orden: 20, permiso: 'TAREAS_R', load: () => import('./paneles/TareasDelRegistro.tsx') },
      { id: 'crm.bitacora', titulo: 'Bitácora reciente', orden: 30, permiso: 'BITACORA_R', load: () => import('./paneles/BitacoraDelRegistro.tsx') },
      { id: 'crm.adjuntos', titulo: 'Adjuntos recientes', orden: 40, permiso: 'ADJUNTOS_R', load: () => import('./paneles/AdjuntosDelRegistro.tsx') },
    ]),
  ],
  // Spec 01 §2: Módulos ends with Tareas.
  navigation: [{ group: 'modulos', label: 'Tareas', path: '/tareas', order: 90, icon: icono('tick-circle'), permiso: 'TAREAS_R' }],
  panels: [{ id: 'tareas', label: 'Tareas', icon: icono('tick-circle'), permiso: 'TAREAS_R', load: () => import('./pages/TareasPanel.tsx') }],
  // An owner's log and attachments as modals for other plugins (a policy's, a receipt's): <PluginDialog id="crm.bitacora"
  // params={{ entidad, id }}>, or {{ entidad, clave, id }} for an owner duenos.ts does not list (docs/adr/014-web-contribuciones.md);
  // they hand nothing back.
  dialogs: [
    { id: 'crm.bitacora', title: 'Bitácora', permiso: 'BITACORA_R', load: () => import('./components/BitacoraDialogo.tsx') },
    { id: 'crm.adjuntos', title: 'Adjuntos', permiso: 'ADJUNTOS_R', load: () => import('./components/AdjuntosDialogo.tsx') },
  ],
};
