import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { derecha, familia } from '../tipos.ts';

/** Seguros Inbursa: two-column blocks, values beside labels, dates in words, surnames first with a comma. */
const asegurados = { columnas: { nombre: /ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /FECHA DE NACIMIENTO$/, genero: /SEXO$/ } };

export const formatosInbursa = familia(
  {
    prefijo: 'inbursa',
    aseguradora: 'INBURSA',
    emisor: /SEGUROS INBURSA, S\.A\., GRUPO FINANCIERO INBURSA/,
    ordenNombre: 'apellidos',
    campos: {
      noPoliza: derecha(/POLIZA:/),
      claveAgente: derecha(/AGENTE:/),
      paquete: derecha(/PAQUETE:/),
      vigencia: { de: derecha(/VIGENCIA DEL:/), a: derecha(/AL:/) },
      formaPago: derecha(/FORMA DE PAGO:/),
      conducto: derecha(/CONDUCTO DE COBRO:/),
      moneda: derecha(/MONEDA:/),
      contratante: { nombre: derecha(/CONTRATANTE:/) },
      rfc: derecha(/R\.F\.C\.:/),
      cp: derecha(/C\.P\.:/),
      direccion: derecha(/DOMICILIO:/),
      prima: derecha(/PRIMA NETA:/),
      derecho: derecha(/DERECHO DE POLIZA:/),
      recargo: derecha(/RECARGO FRACC\.:/),
      iva: derecha(/I\.V\.A\.:/),
      total: derecha(/PRIMA TOTAL:/),
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /CARATULA DE POLIZA AUTOMOVILES/,
      campos: { vehiculo: { descripcion: derecha(/VEHICULO:/), modelo: derecha(/MODELO:/), noSerie: derecha(/NO\. DE SERIE:/), placas: derecha(/PLACAS:/) } },
    },
    { tipo: 'gmm', ramo: RAMO.SALUD, titulo: /CARATULA DE POLIZA GASTOS MEDICOS/, campos: { asegurados } },
    { tipo: 'vida', ramo: RAMO.VIDA, titulo: /CARATULA DE POLIZA VIDA/, campos: { asegurados } },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /CARATULA DE POLIZA DAÑOS/ },
  ],
);
