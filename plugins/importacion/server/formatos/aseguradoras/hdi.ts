import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { derecha, familia } from '../tipos.ts';

/** HDI Seguros: two pages, values beside labels, '15/01/2026', amounts without separators, receipts printed. */
export const formatosHdi = familia(
  {
    prefijo: 'hdi',
    aseguradora: 'HDI',
    emisor: /HDI SEGUROS, S\.A\. DE C\.V\./,
    ordenNombre: 'nombres',
    campos: {
      noPoliza: derecha(/POLIZA$/),
      claveAgente: derecha(/CLAVE AGENTE$/),
      vigencia: { de: derecha(/INICIO VIGENCIA$/), a: derecha(/FIN VIGENCIA$/) },
      formaPago: derecha(/FORMA DE PAGO$/),
      conducto: derecha(/COBRANZA$/),
      moneda: derecha(/MONEDA$/),
      contratante: { nombre: derecha(/CONTRATANTE$/) },
      rfc: derecha(/R\.F\.C\.$/),
      cp: derecha(/CODIGO POSTAL$/),
      direccion: derecha(/DOMICILIO$/),
      prima: derecha(/PRIMA NETA$/),
      derecho: derecha(/DERECHO$/),
      recargo: derecha(/RECARGOS$/),
      iva: derecha(/IVA 16%$/),
      total: derecha(/PRIMA TOTAL$/),
      recibos: { columnas: { serie: /RECIBO$/, desde: /DESDE$/, hasta: /HASTA$/, total: /IMPORTE$/ } },
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /POLIZA DE SEGURO DE AUTOMOVIL\b/,
      campos: { vehiculo: { descripcion: derecha(/DESCRIPCION$/), modelo: derecha(/MODELO$/), noSerie: derecha(/NUMERO DE SERIE$/), placas: derecha(/PLACAS$/) } },
    },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /POLIZA DE SEGURO DE DAÑOS/ },
  ],
);
