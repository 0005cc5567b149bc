import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What templates and sending offer, for the product pages. */
export const OFERTA_COMUNICACION: Oferta = {
  inicio: {
    titulo: 'Correos y WhatsApp con tus datos',
    texto: 'Plantillas por evento que se llenan con la póliza, el recibo o el cliente; cada envío queda en la bitácora.',
    orden: 35,
  },
  plan: { textos: ['Plantillas de correo y recordatorios por correo o WhatsApp'], orden: 35 },
};
