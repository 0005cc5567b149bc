import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What collections and renewals offer, for the product pages. */
export const OFERTA_COBRANZA: Oferta = {
  inicio: {
    titulo: 'Cobranza y renovaciones',
    texto: 'Recibos por cobrar y pólizas por renovar en ventanas de tiempo, con el pago o la renovación a un clic.',
    orden: 20,
  },
  plan: { textos: ['Cobranza y renovaciones'], orden: 20 },
};
