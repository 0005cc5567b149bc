import type { Permiso } from '../../../core/shared/access/permisos.ts';
import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { aportar } from '../../../core/shared/extension.ts';
import { DUENOS_CON_PAGINA } from '../../crm/shared/duenos.ts';
import { PANELES_DE_REGISTRO } from '../../crm/shared/paneles.ts';
import { OFERTA_POLIZAS } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

const cargarCaptura = () => import('./pages/CapturaPage.tsx');
const CAPTURA: Permiso[] = ['POLIZAS_W', 'POLIZAS_RENOVACIONES'];

/** Policies, receipts and agent keys (spec 02 §2.1–2.5, §2.10). */
export const webPlugin: WebPlugin = {
  id: 'polizas',
  oferta: OFERTA_POLIZAS,
  // The log and attachment pages crm serves for these records, and where they lead back to.
  aportes: [
    aportar(DUENOS_CON_PAGINA, [
      // A policy's /polizas/{id} is the capture wizard (spec 01 §2: back to /polizas); a receipt has no page of its own.
      { clave: 'polizaId', entidad: 'polizas', volver: () => '/polizas' },
      { clave: 'reciboId', entidad: 'recibos', volver: () => '/polizas' },
    ]),
    // A client's policies and receipts to collect on the client's page (issue 18: the client 360).
    aportar(PANELES_DE_REGISTRO, [
      { id: 'polizas.cliente', titulo: 'Pólizas y recibos', orden: 10, entidades: ['clientes'], permiso: 'POLIZAS_R', load: () => import('./cliente/PolizasDelCliente.tsx') },
    ]),
  ],
  ajustes: [
    {
      label: 'Claves de Agente',
      path: '/configuracion/claves',
      descripcion: 'Tus claves ante cada aseguradora',
      icon: icono('key', 20),
      order: 40,
      permiso: 'CLAVES_R',
    },
  ],
  routes: [
    // The link of /configuracion appears once this route is registered.
    { path: '/configuracion/claves', load: () => import('./pages/ClavesPage.tsx'), permiso: 'CLAVES_R' },
    { path: '/claves', load: () => import('./pages/ClavesListaPage.tsx'), permiso: 'CLAVES_R' },
    { path: '/claves-clasic', load: () => import('./pages/ClavesListaPage.tsx'), permiso: 'CLAVES_R' },
    { path: '/polizas', load: () => import('./pages/PolizasPage.tsx'), permiso: 'POLIZAS_R' },
    { path: '/poliza/:polizaId', load: () => import('./pages/PolizaPage.tsx'), permiso: 'POLIZAS_R' },
    { path: '/polizas/:polizaId/cerrar', load: () => import('./pages/CerrarPolizaPage.tsx'), permiso: 'POLIZAS_W' },
    { path: '/polizas/:polizaId/reactivar', load: () => import('./pages/ReactivarPolizaPage.tsx'), permiso: 'POLIZAS_W' },
    { path: '/recibos/:reciboId/pagar', load: () => import('./pages/PagarReciboPage.tsx'), permiso: ['POLIZAS_W', 'POLIZAS_COBRANZA'] },
    // The capture wizard: one page for every step, its draft kept in the store between them;
    // renewals-only users reach it to renew (docs/adr/017-polizas.md).
    { path: '/polizas/:polizaId', load: cargarCaptura, permiso: CAPTURA },
    { path: '/polizas/:polizaId/vehiculo', load: cargarCaptura, permiso: CAPTURA },
    { path: '/polizas/:polizaId/asegurado', load: cargarCaptura, permiso: CAPTURA },
    { path: '/polizas/:polizaId/asegurados', load: cargarCaptura, permiso: CAPTURA },
    { path: '/polizas/:polizaId/diversos', load: cargarCaptura, permiso: CAPTURA },
    { path: '/polizas/:polizaId/primas', load: cargarCaptura, permiso: CAPTURA },
    { path: '/polizas/:polizaId/recibos', load: cargarCaptura, permiso: CAPTURA },
  ],
  // Spec 01 §2: Administración lists Aseguradoras, Monedas, Claves, Importar pólizas.
  navigation: [
    { group: 'administracion', label: 'Claves', path: '/claves', order: 30, icon: icono('key'), permiso: 'CLAVES_R' },
    // Spec 01 §2: Módulos lists Resumen, Pólizas, Cobranza, Renovaciones, ...
    { group: 'modulos', label: 'Pólizas', path: '/polizas', order: 10, icon: icono('document'), permiso: 'POLIZAS_R' },
  ],
  // The detail, the payment and the close as modals for other plugins (collections, renewals), each given
  // `params: {id}` of the policy or receipt; pay and close hand that id to onDone (docs/adr/014-web-contribuciones.md).
  dialogs: [
    { id: 'polizas.detalle', title: 'Detalle de póliza', permiso: ['POLIZAS_R', 'POLIZAS_COBRANZA', 'POLIZAS_RENOVACIONES'], load: () => import('./dialogos/DetalleDialogo.tsx') },
    { id: 'polizas.pagarRecibo', title: 'Pagar Recibo', permiso: ['POLIZAS_W', 'POLIZAS_COBRANZA'], load: () => import('./dialogos/PagarReciboDialogo.tsx') },
    { id: 'polizas.cerrar', title: 'Cerrar póliza', permiso: ['POLIZAS_W', 'POLIZAS_RENOVACIONES'], load: () => import('./dialogos/CerrarPolizaDialogo.tsx') },
  ],
};
