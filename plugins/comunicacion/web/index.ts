import { aportar } from '../../../core/shared/extension.ts';
import type { WebPlugin } from '../../../web/src/plugins/contract.ts';
import { ACCIONES_DE_DUENO } from '../../crm/shared/acciones.ts';
import { ACCIONES_DE_REGISTRO } from '../../polizas/shared/acciones-de-registro.ts';
import { BotonCorreo, BotonCorreoDeDueno, TIPO_DE_ENTIDAD } from './components/BotonCorreo.tsx';
import { OFERTA_COMUNICACION } from './oferta.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/** E-mail templates and sending (spec 01 §2: /configuracion/modelos, /correo/{objectId}; docs/adr/029-comunicacion.md). */
export const webPlugin: WebPlugin = {
  id: 'comunicacion',
  oferta: OFERTA_COMUNICACION,
  aportes: [
    // The e-mail / WhatsApp action on the policy's toolbar, its receipts, /cxc and /renovaciones.
    aportar(ACCIONES_DE_REGISTRO, [{ id: 'comunicacion.correo', permiso: 'CORREOS_ENVIAR', Boton: BotonCorreo }]),
    // …and on the pages of a client, a prospect and a claim.
    aportar(ACCIONES_DE_DUENO, [{ id: 'comunicacion.correo', permiso: 'CORREOS_ENVIAR', entidades: Object.keys(TIPO_DE_ENTIDAD), Boton: BotonCorreoDeDueno }]),
  ],
  ajustes: [
    {
      label: 'Correos Electrónicos',
      path: '/configuracion/modelos',
      descripcion: 'Plantillas de correo con los datos de tus pólizas, recibos y clientes',
      icon: icono('envelope', 20),
      order: 70,
      permiso: 'CORREOS_R',
    },
  ],
  routes: [
    { path: '/configuracion/modelos', load: () => import('./pages/ModelosPage.tsx'), permiso: 'CORREOS_R' },
    { path: '/configuracion/modelos/:modeloId', load: () => import('./pages/ModeloFormPage.tsx'), permiso: 'CORREOS_W' },
    { path: '/correo/:objectId', load: () => import('./pages/CorreoPage.tsx'), permiso: 'CORREOS_ENVIAR' },
  ],
};
