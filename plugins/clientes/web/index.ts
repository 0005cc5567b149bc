import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { aportar } from '../../../core/shared/extension.ts';
import { DUENOS_CON_PAGINA } from '../../crm/shared/duenos.ts';
import { VINCULOS_DE_TAREA } from '../../crm/shared/vinculos.ts';
import { DUENO_CLIENTE } from './duenoCliente.ts';
import { OFERTA_CLIENTES } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/**
 * The clients screens of issue 5 (spec 02 §2.9): the list with its search, the detail and the
 * 'Captura de Cliente' form. The new-client form keeps the spec's trailing slash (/clientes/).
 */
export const webPlugin: WebPlugin = {
  id: 'clientes',
  oferta: OFERTA_CLIENTES,
  // The log and attachment pages crm serves for these records, and where they lead back to.
  aportes: [
    aportar(DUENOS_CON_PAGINA, [{ ...DUENO_CLIENTE, volver: (id) => `/clientes/${id}` }]),
    // The client a task belongs to: chosen in the task form, a link on the task's page (issue 18).
    aportar(VINCULOS_DE_TAREA, [{ ...DUENO_CLIENTE, etiqueta: 'Cliente', permiso: 'CLIENTES_R', load: () => import('./components/ClienteVinculo.tsx') }]),
  ],
  routes: [
    { path: '/clientes', load: () => import('./pages/ClientesPage.tsx'), permiso: 'CLIENTES_R' },
    { path: '/clientes/', load: () => import('./pages/ClienteFormPage.tsx'), permiso: 'CLIENTES_W' },
    { path: '/clientes/:clienteId', load: () => import('./pages/ClientePage.tsx'), permiso: 'CLIENTES_R' },
    { path: '/clientes/:clienteId/edit', load: () => import('./pages/ClienteFormPage.tsx'), permiso: 'CLIENTES_W' },
  ],
  // Spec 01 §2: Catálogos lists Clientes, Prospectos, Vendedores.
  navigation: [{ group: 'catalogos', label: 'Clientes', path: '/clientes', order: 10, icon: icono('person'), permiso: 'CLIENTES_R' }],
  // The same form as a modal for other plugins (the policy's contratante): <PluginDialog id="clientes.captura">
  // hands the saved Cliente (plugins/clientes/shared/clientes.ts) to onDone (docs/adr/014-web-contribuciones.md).
  // and the detail, given `params: {id}` (the calendar's birthdays); it hands nothing back.
  dialogs: [
    { id: 'clientes.captura', title: 'Captura de Cliente', permiso: 'CLIENTES_W', load: () => import('./components/ClienteFormDialog.tsx') },
    { id: 'clientes.detalle', title: 'Detalle de cliente', permiso: 'CLIENTES_R', load: () => import('./components/ClienteDetalleDialogo.tsx') },
  ],
};
