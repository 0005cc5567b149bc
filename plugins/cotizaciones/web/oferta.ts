import type { Oferta } from '../../../web/src/plugins/contract.ts';

/** What the quotations plugin offers, for the product pages. */
export const OFERTA_COTIZACIONES: Oferta = {
  inicio: {
    titulo: 'Cotizaciones',
    texto: 'Arma propuestas de varias aseguradoras a partir de tus plantillas, envíalas por correo con una liga, sabe cuándo tu cliente las abrió y recibe su aceptación en línea.',
    orden: 50,
  },
  plan: { textos: ['Cotizaciones con plantillas, envío por correo, aviso de lectura y aceptación en línea'], orden: 40 },
};
