import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { derecha, familia } from '../tipos.ts';

/** BBVA Seguros: 'Etiqueta: valor' in one run, surnames first with a comma. */
export const formatosBbva = familia(
  {
    prefijo: 'bbva',
    aseguradora: 'BBVA',
    emisor: /BBVA SEGUROS MEXICO, S\.A\. DE C\.V\./,
    ordenNombre: 'apellidos',
    campos: {
      noPoliza: derecha(/NO\. DE POLIZA:/),
      claveAgente: derecha(/CLAVE DE AGENTE:/),
      paquete: derecha(/PRODUCTO:/),
      vigencia: { de: derecha(/FECHA INICIO:/), a: derecha(/FECHA FIN:/) },
      formaPago: derecha(/PERIODICIDAD:/),
      conducto: derecha(/FORMA DE COBRO:/),
      moneda: derecha(/MONEDA:/),
      contratante: { nombre: derecha(/CONTRATANTE:/) },
      rfc: derecha(/RFC:/),
      cp: derecha(/CP:/),
      direccion: derecha(/DOMICILIO:/),
      prima: derecha(/PRIMA NETA:/),
      derecho: derecha(/DERECHO DE POLIZA:/),
      recargo: derecha(/RECARGO FRACCIONADO:/),
      iva: derecha(/IVA:/),
      total: derecha(/PRIMA TOTAL:/),
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /SEGURO DE AUTO - POLIZA/,
      campos: { vehiculo: { descripcion: derecha(/VEHICULO:/), modelo: derecha(/MODELO:/), noSerie: derecha(/NO\. SERIE:/), placas: derecha(/PLACAS:/) } },
    },
    {
      tipo: 'vida',
      ramo: RAMO.VIDA,
      titulo: /SEGURO DE VIDA - POLIZA/,
      campos: { asegurados: { columnas: { nombre: /ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /F\. NACIMIENTO$/, genero: /SEXO$/ } } },
    },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /SEGURO HOGAR - POLIZA/ },
  ],
);
