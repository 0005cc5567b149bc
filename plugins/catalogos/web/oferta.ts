import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What the catalogues offer, for the product pages. */
export const OFERTA_CATALOGOS: Oferta = {
  plan: { textos: ['Catálogos de aseguradoras, vendedores y monedas'], orden: 45 },
};
