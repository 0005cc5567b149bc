import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { derecha, familia } from '../tipos.ts';

/** Chubb: values beside labels, '15-ENE-2026', no financing line, the currency only on the amounts. */
export const formatosChubb = familia(
  {
    prefijo: 'chubb',
    aseguradora: 'CHUBB',
    emisor: /CHUBB SEGUROS MEXICO, S\.A\./,
    ordenNombre: 'apellidos',
    campos: {
      noPoliza: derecha(/NO\. POLIZA:/),
      claveAgente: derecha(/AGENTE:/),
      vigencia: { de: derecha(/VIGENCIA DESDE:/), a: derecha(/VIGENCIA HASTA:/) },
      formaPago: derecha(/FORMA DE PAGO:/),
      contratante: { nombre: derecha(/CONTRATANTE:/) },
      rfc: derecha(/RFC:/),
      direccion: derecha(/DIRECCION:/),
      prima: derecha(/PRIMA NETA:/),
      derecho: derecha(/GASTOS DE EXPEDICION:/),
      iva: derecha(/IVA:/),
      total: derecha(/PRIMA TOTAL:/),
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /AUTOS - CARATULA DE POLIZA/,
      campos: { vehiculo: { descripcion: derecha(/VEHICULO:/), modelo: derecha(/MODELO:/), noSerie: derecha(/SERIE:/), placas: derecha(/PLACAS:/) } },
    },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /DAÑOS - CARATULA DE POLIZA/ },
  ],
);
