import type { Oferta } from '../../../web/src/plugins/contract.ts';
import { icono } from '../../../web/src/ui/icono.ts';

/** What the policies plugin offers, for the product pages (landing, plans, welcome). */
export const OFERTA_POLIZAS: Oferta = {
  inicio: {
    titulo: 'Tu cartera en un solo lugar',
    texto: 'Pólizas de autos, daños, vida y gastos médicos con sus recibos, capturadas con un asistente guiado, y tus claves de agente por aseguradora.',
    orden: 10,
  },
  plan: { textos: ['Pólizas y recibos de todos los ramos, con su captura guiada', 'Claves de agente por aseguradora'], orden: 10 },
  carga: {
    titulo: 'Captura manual',
    texto:
      'Da de alta tus pólizas con sus recibos desde un formulario guiado: cliente, aseguradora, vigencia, primas y forma de pago. Ideal para empezar con unas cuantas pólizas.',
    icono: icono('edit', 32),
    orden: 10,
  },
};
