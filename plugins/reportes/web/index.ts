import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { OFERTA_REPORTES } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

const cargarSemanal = () => import('./pages/SemanalPage.tsx');

/**
 * The portfolio summary and the production goals (spec 02 §2.8, §2.11), the weekly report (spec 03
 * §2), the calendar (spec 02 §2.15) and the policy, receipt, client and commission reports (§2.16). The summary takes the shell's /resumen, open to every
 * signed-in user (spec 01 §2); the shell's 'Resumen' navigation entry stays as it is.
 */
export const webPlugin: WebPlugin = {
  id: 'reportes',
  oferta: OFERTA_REPORTES,
  ajustes: [
    { label: 'Metas', path: '/configuracion/metas', descripcion: 'Tus metas de producción', icon: icono('chart', 20), order: 60, permiso: 'METAS' },
    {
      label: 'Reporte semanal',
      path: '/configuracion/reporte-semanal',
      descripcion: 'Tu reporte semanal por correo',
      icon: icono('envelope', 20),
      order: 65,
      permiso: 'REPORTES_SEMANAL',
    },
  ],
  routes: [
    { path: '/resumen', load: () => import('./pages/ResumenPage.tsx') },
    // The link of /configuracion appears once this route is registered.
    { path: '/configuracion/metas', load: () => import('./pages/MetasPage.tsx'), permiso: 'METAS' },
    { path: '/configuracion/reporte-semanal', load: () => import('./pages/AjusteSemanalPage.tsx'), permiso: 'REPORTES_SEMANAL' },
    { path: '/reportes/semanal', load: cargarSemanal, permiso: 'REPORTES_SEMANAL' },
    { path: '/reportes/semanal/:fecha', load: cargarSemanal, permiso: 'REPORTES_SEMANAL' },
    { path: '/calendario', load: () => import('./pages/CalendarioPage.tsx'), permiso: 'CALENDARIO_R' },
    { path: '/reportes/polizas', load: () => import('./pages/InformePolizasPage.tsx'), permiso: 'REPORTES_POLIZAS' },
    { path: '/reportes/recibos', load: () => import('./pages/InformeRecibosPage.tsx'), permiso: 'REPORTES_RECIBOS' },
    { path: '/reportes/clientes', load: () => import('./pages/InformeClientesPage.tsx'), permiso: 'REPORTES_CLIENTES' },
    { path: '/reportes/comisiones', load: () => import('./pages/InformeComisionesPage.tsx'), permiso: 'REPORTES_COMISIONES' },
  ],
  navigation: [
    { group: 'modulos', label: 'Calendario', path: '/calendario', order: 80, icon: icono('calendar'), permiso: 'CALENDARIO_R' },
    { group: 'reportes', label: 'Pólizas', path: '/reportes/polizas', order: 10, icon: icono('document'), permiso: 'REPORTES_POLIZAS' },
    { group: 'reportes', label: 'Recibos', path: '/reportes/recibos', order: 20, icon: icono('credit-card'), permiso: 'REPORTES_RECIBOS' },
    { group: 'reportes', label: 'Clientes', path: '/reportes/clientes', order: 30, icon: icono('people'), permiso: 'REPORTES_CLIENTES' },
    { group: 'reportes', label: 'Comisiones', path: '/reportes/comisiones', order: 40, icon: icono('dollar'), permiso: 'REPORTES_COMISIONES' },
    { group: 'reportes', label: 'Reporte semanal', path: '/reportes/semanal', order: 50, icon: icono('timeline-events'), permiso: 'REPORTES_SEMANAL' },
  ],
};
