import { createElement, lazy, Suspense } from 'react';
import { aportar } from '../../../core/shared/extension.ts';
import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { CAJA_CARATULA, type CajaDeCaratula } from '../../polizas/shared/caja-caratula.ts';
import { icono } from '../../../web/src/ui/icono.ts';

// The box loads with the wizard's first step, not with the shell.
const CajaPerezosa = lazy(() => import('./components/CajaCaratula.tsx'));
const CajaCaratula: CajaDeCaratula['Boton'] = (props) => createElement(Suspense, { fallback: null }, createElement(CajaPerezosa, props));

/** Loading a portfolio: the chooser, policy PDFs, and the cover-page box of the wizard (spec 02 §1, §2.3, §2.13). */
export const webPlugin: WebPlugin = {
  id: 'importacion',
  oferta: {
    carga: {
      titulo: 'Carátulas en PDF',
      texto: 'Sube las carátulas originales de tus pólizas: Cartera lee la póliza, el cliente y las primas, y calcula los recibos. Revisa después los datos marcados.',
      icono: icono('document', 32),
      orden: 20,
    },
  },
  aportes: [aportar(CAJA_CARATULA, [{ id: 'importacion.caratula', permiso: ['POLIZAS_IMPORT', 'POLIZAS_W'], Boton: CajaCaratula }])],
  ajustes: [
    {
      label: 'Importar pólizas',
      path: '/importar-polizas',
      descripcion: 'Carga tu cartera desde las carátulas en PDF o desde Excel',
      icon: icono('import', 20),
      order: 45,
      permiso: 'POLIZAS_IMPORT',
    },
  ],
  routes: [
    { path: '/importar-polizas', load: () => import('./pages/ImportarPolizasPage.tsx'), permiso: 'POLIZAS_IMPORT' },
    { path: '/importar-polizas/pdf', load: () => import('./pages/ImportarPdfPage.tsx'), permiso: 'POLIZAS_IMPORT' },
    { path: '/importar-polizas/excel', load: () => import('./pages/ExcelImportarPage.tsx'), permiso: 'POLIZAS_IMPORT' },
    { path: '/importar-polizas/excel-result', load: () => import('./pages/ExcelResultadoPage.tsx'), permiso: 'POLIZAS_IMPORT' },
  ],
  // Spec 01 §2: Administración lists Aseguradoras, Monedas, Claves, Importar pólizas.
  navigation: [{ group: 'administracion', label: 'Importar pólizas', path: '/importar-polizas', order: 40, icon: icono('import'), permiso: 'POLIZAS_IMPORT' }],
};
