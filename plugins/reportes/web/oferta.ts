import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What the summary and goals offer, for the product pages. */
export const OFERTA_REPORTES: Oferta = {
  inicio: {
    titulo: 'Resumen y metas',
    texto: 'Tu cartera vigente, la cobranza y las renovaciones de un vistazo, junto a tus metas de venta.',
    orden: 40,
  },
  plan: { textos: ['Resumen de cartera y metas de venta'], orden: 40 },
};
