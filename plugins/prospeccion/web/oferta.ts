import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What the prospecting plugin offers, for the product pages. */
export const OFERTA_PROSPECCION: Oferta = {
  inicio: {
    titulo: 'Embudo de ventas',
    texto: 'Sigue a tus prospectos en un tablero de oportunidades: arrástralas entre etapas, cierra las ganadas y convierte al prospecto en cliente en un paso.',
    orden: 40,
  },
  plan: { textos: ['Prospectos y embudo de ventas con oportunidades, notas y conversión a cliente'], orden: 25 },
};
