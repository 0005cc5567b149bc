import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { derecha, familia } from '../tipos.ts';

/** Quálitas (Auto only): 'ETIQUETA: valor' in one text run, one validity line, receipts table on page 2. */
export const formatosQualitas = familia(
  {
    prefijo: 'qualitas',
    aseguradora: 'QUALITAS',
    emisor: /QUALITAS COMPAÑIA DE SEGUROS, S\.A\. DE C\.V\./,
    ordenNombre: 'nombres',
    campos: {
      noPoliza: derecha(/POLIZA:/),
      claveAgente: derecha(/AGENTE:/),
      paquete: derecha(/PAQUETE:/),
      vigencia: derecha(/VIGENCIA:/),
      formaPago: derecha(/FORMA DE PAGO:/),
      moneda: derecha(/MONEDA:/),
      contratante: { nombre: derecha(/CONTRATANTE:/) },
      rfc: derecha(/R\.F\.C\.:/),
      cp: derecha(/C\.P\.:/),
      direccion: derecha(/DOMICILIO:/),
      vehiculo: { descripcion: derecha(/DESCRIPCION:/), modelo: derecha(/MODELO:/), noSerie: derecha(/SERIE:/), placas: derecha(/PLACAS:/) },
      prima: derecha(/PRIMA NETA:/),
      derecho: derecha(/GASTOS POR EXPEDICION:/),
      recargo: derecha(/FINANCIAMIENTO:/),
      iva: derecha(/I\.V\.A\.:/),
      total: derecha(/PRIMA TOTAL:/),
      recibos: { columnas: { serie: /RECIBO$/, desde: /VIGENCIA DESDE$/, hasta: /VIGENCIA HASTA$/, total: /IMPORTE$/ } },
    },
  },
  [{ tipo: 'auto', ramo: RAMO.AUTO, titulo: /POLIZA DE SEGURO DE AUTOMOVILES/ }],
);
