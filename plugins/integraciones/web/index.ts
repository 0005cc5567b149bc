import { createElement, lazy, Suspense } from 'react';
import { aportar } from '../../../core/shared/extension.ts';
import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { OPCIONES_DE_BITACORA, type OpcionDeBitacora } from '../../crm/shared/opciones-de-bitacora.ts';
import { BLOQUES_DE_POLIZA } from '../../polizas/shared/bloques.ts';
import { icono } from '../../../web/src/ui/icono.ts';

// The log form's Todoist option (with the Todoist API and messages) loads with the form, not with the shell.
const OpcionPerezosa = lazy(() => import('./components/CerrarTareaEnBitacora.tsx').then((m) => ({ default: m.CerrarTareaEnBitacora })));
const CerrarTareaEnBitacora: OpcionDeBitacora['Opcion'] = (props) => createElement(Suspense, { fallback: null }, createElement(OpcionPerezosa, props));

/** Integrations (spec 01 §2 /configuracion/integraciones; docs/adr/034-integraciones-todoist.md): Todoist today. */
export const webPlugin: WebPlugin = {
  id: 'integraciones',
  // The third way to load a portfolio (spec 01 §2 /comofunciona, 02 §1): the insurer-portal sync.
  oferta: {
    carga: {
      titulo: 'Sincronización con los portales',
      texto:
        'Activa la sincronización en tu clave de agente con tu usuario y contraseña del portal de la aseguradora: Cartera registra tus pólizas nuevas y sus pagos, y cada sincronización queda en Automatizaciones. Solo con las aseguradoras que lo permiten.',
      icono: icono('automatic-updates', 32),
      orden: 30,
    },
  },
  ajustes: [
    {
      label: 'Integraciones',
      path: '/configuracion/integraciones',
      descripcion: 'Conecta Cartera con Todoist',
      icon: icono('data-connection', 20),
      order: 80,
      permiso: 'INTEGRACIONES',
    },
  ],
  aportes: [
    // The policy's Todoist tasks in its detail, with 'Cerrar en Todoist' and creating the missing ones.
    aportar(BLOQUES_DE_POLIZA, [{ id: 'integraciones.todoist', titulo: 'TODOIST', orden: 20, permiso: 'POLIZAS_R', load: () => import('./components/TareasTodoistDePoliza.tsx') }]),
    // The log form's task option (spec 01 §4): closes the linked task after the entry is saved.
    aportar(OPCIONES_DE_BITACORA, [{ id: 'integraciones.todoist', permiso: ['POLIZAS_R', 'BITACORA_W'], Opcion: CerrarTareaEnBitacora }]),
  ],
  routes: [
    { path: '/configuracion/integraciones', load: () => import('./pages/IntegracionesPage.tsx'), permiso: 'INTEGRACIONES' },
    { path: '/configuracion/integraciones/:app', load: () => import('./pages/IntegracionPage.tsx'), permiso: 'INTEGRACIONES' },
    // The insurer-portal sync logs (spec 02 §2.14).
    { path: '/automatizaciones', load: () => import('./pages/AutomatizacionesPage.tsx'), permiso: 'REPORTES_AUTOMATIZACIONES' },
    { path: '/automatizaciones/:logId', load: () => import('./pages/AutomatizacionPage.tsx'), permiso: 'REPORTES_AUTOMATIZACIONES' },
  ],
  // Spec 01 §2: the last entry of Reports, after Comisiones (reportes' 40).
  navigation: [{ group: 'reportes', label: 'Automatizaciones', path: '/automatizaciones', order: 45, icon: icono('automatic-updates'), permiso: 'REPORTES_AUTOMATIZACIONES' }],
};
