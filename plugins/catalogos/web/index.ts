import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { OFERTA_CATALOGOS } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/**
 * The catalogue screens of issue 4 (spec 01 §2, 02 §2.12, 03 §2): insurers, currencies, sellers, the
 * due-date offsets, the company profile and the agent's announcements. New-record forms keep the
 * spec's trailing slash (/aseguradoras/).
 */
export const webPlugin: WebPlugin = {
  id: 'catalogos',
  oferta: OFERTA_CATALOGOS,
  ajustes: [
    { label: 'Empresa', path: '/configuracion/empresa', descripcion: 'Los datos de tu agencia', icon: icono('office', 20), order: 20, permiso: 'EMPRESA_W' },
    {
      label: 'Fechas de Vencimiento',
      path: '/configuracion/vencimientos',
      descripcion: 'Días de gracia para el pago de recibos',
      icon: icono('calendar', 20),
      order: 50,
      permiso: 'VENCIMIENTOS_W',
    },
  ],
  routes: [
    { path: '/aseguradoras', load: () => import('./pages/AseguradorasPage.tsx'), permiso: ['ASEGURADORAS_R', 'ASEGURADORAS_W'] },
    { path: '/aseguradoras/', load: () => import('./pages/AseguradoraFormPage.tsx'), permiso: 'ASEGURADORAS_W' },
    { path: '/aseguradoras/:aseguradoraId', load: () => import('./pages/AseguradoraFormPage.tsx'), permiso: 'ASEGURADORAS_W' },
    { path: '/monedas', load: () => import('./pages/MonedasPage.tsx'), permiso: 'MONEDA_W' },
    { path: '/monedas/', load: () => import('./pages/MonedaFormPage.tsx'), permiso: 'MONEDA_W' },
    { path: '/monedas/:monedaId', load: () => import('./pages/MonedaFormPage.tsx'), permiso: 'MONEDA_W' },
    { path: '/vendedores', load: () => import('./pages/VendedoresPage.tsx'), permiso: 'VENDEDORES_R' },
    { path: '/vendedores/', load: () => import('./pages/VendedorFormPage.tsx'), permiso: 'VENDEDORES_W' },
    { path: '/vendedores/:vendedorId', load: () => import('./pages/VendedorPage.tsx'), permiso: 'VENDEDORES_R' },
    { path: '/vendedores/:vendedorId/edit', load: () => import('./pages/VendedorFormPage.tsx'), permiso: 'VENDEDORES_W' },
    // The links of /configuracion appear once these routes are registered.
    { path: '/configuracion/vencimientos', load: () => import('./pages/VencimientosPage.tsx'), permiso: 'VENCIMIENTOS_W' },
    { path: '/configuracion/empresa', load: () => import('./pages/EmpresaPage.tsx'), permiso: 'EMPRESA_W' },
    { path: '/configuracion/comunicados', load: () => import('./pages/ComunicadosPage.tsx'), permiso: ['COMUNICADOS_R', 'COMUNICADOS_W'] },
    { path: '/configuracion/comunicados/', load: () => import('./pages/ComunicadoFormPage.tsx'), permiso: 'COMUNICADOS_W' },
    { path: '/configuracion/comunicados/:comunicadoId', load: () => import('./pages/ComunicadoFormPage.tsx'), permiso: 'COMUNICADOS_W' },
  ],
  // Orders follow spec 01 §2: Catálogos is Clientes, Prospectos, Vendedores; Administración is
  // Aseguradoras, Monedas, Claves, Importar pólizas, then Configuración (1000, the shell's).
  navigation: [
    { group: 'catalogos', label: 'Vendedores', path: '/vendedores', order: 30, icon: icono('people'), permiso: 'VENDEDORES_R' },
    { group: 'administracion', label: 'Aseguradoras', path: '/aseguradoras', order: 10, icon: icono('office'), permiso: ['ASEGURADORAS_R', 'ASEGURADORAS_W'] },
    { group: 'administracion', label: 'Monedas', path: '/monedas', order: 20, icon: icono('dollar'), permiso: 'MONEDA_W' },
    // Not in the spec's menu (the screen is issue 4's addition): last before Configuración.
    {
      group: 'administracion',
      label: 'Comunicados',
      path: '/configuracion/comunicados',
      order: 50,
      icon: icono('notifications'),
      permiso: ['COMUNICADOS_R', 'COMUNICADOS_W'],
    },
  ],
};
