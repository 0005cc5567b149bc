import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What accounts offer, for the product pages. */
export const OFERTA_CUENTAS: Oferta = {
  plan: { textos: ['Usuarios adicionales con privilegios por módulo'], orden: 50 },
};
