import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What the clients plugin offers, for the product pages. */
export const OFERTA_CLIENTES: Oferta = {
  plan: { textos: ['Clientes con RFC y domicilio de SEPOMEX'], orden: 15 },
};
