import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What the claims plugin offers, for the product pages. */
export const OFERTA_SINIESTROS: Oferta = {
  plan: { textos: ['Siniestros de tus clientes con su bitácora y documentos, hasta su resolución'], orden: 35 },
};
