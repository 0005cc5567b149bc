import type { Oferta } from '../../../web/src/plugins/contract.ts';

/**
 * What the summary, goals, the weekly report, the calendar and the four reports offer, for the product
 * pages (no 'reportes de' nor 'Excel': test/e2e/core/oferta.test.ts maps those words to other screens).
 */
export const OFERTA_REPORTES: Oferta = {
  inicio: {
    titulo: 'Resumen, calendario y metas',
    texto:
      'Tu cartera vigente, la cobranza y las renovaciones de un vistazo, junto a tus metas de venta; un calendario con cumpleaños, renovaciones y cobros, y tu reporte semanal cada lunes en tu correo.',
    orden: 40,
  },
  plan: {
    textos: [
      'Resumen de cartera y metas de venta',
      'Calendario de cumpleaños, renovaciones y cobranza',
      'Reporte semanal imprimible y por correo',
      'Informes de pólizas, recibos, clientes y comisiones con gráficas, descargables en XLSX y CSV',
    ],
    orden: 40,
  },
};
