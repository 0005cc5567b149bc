import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { abajo, familia } from '../tipos.ts';

/** AXA: every label above its value; long contractor names wrap to a second line; given names first. */
export const formatosAxa = familia(
  {
    prefijo: 'axa',
    aseguradora: 'AXA',
    emisor: /AXA SEGUROS, S\.A\. DE C\.V\./,
    ordenNombre: 'nombres',
    campos: {
      noPoliza: abajo(/NUMERO DE POLIZA$/),
      claveAgente: abajo(/CLAVE DEL AGENTE$/),
      paquete: abajo(/PAQUETE$/),
      vigencia: { de: abajo(/INICIO DE VIGENCIA$/), a: abajo(/FIN DE VIGENCIA$/) },
      formaPago: abajo(/FRECUENCIA DE PAGO$/),
      conducto: abajo(/VIA DE PAGO$/),
      contratante: { nombre: abajo(/NOMBRE DEL CONTRATANTE$/, 2) },
      rfc: abajo(/RFC$/),
      cp: abajo(/CODIGO POSTAL$/),
      direccion: abajo(/DOMICILIO FISCAL$/),
      prima: abajo(/PRIMA NETA$/),
      derecho: abajo(/DERECHO DE POLIZA$/),
      recargo: abajo(/RECARGO FINANCIERO$/),
      iva: abajo(/IVA$/),
      total: abajo(/IMPORTE TOTAL$/),
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /CARATULA DE POLIZA - SEGURO DE AUTOS/,
      campos: { vehiculo: { descripcion: abajo(/VEHICULO$/), modelo: abajo(/AÑO MODELO$/), noSerie: abajo(/NUMERO DE SERIE \(VIN\)$/), placas: abajo(/PLACAS$/) } },
    },
    {
      tipo: 'gmm',
      ramo: RAMO.SALUD,
      // The title wraps after 'MÉDICOS' on the page.
      titulo: /CARATULA DE POLIZA - GASTOS MEDICOS/,
      campos: { asegurados: { columnas: { nombre: /ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /NACIMIENTO$/, genero: /GENERO$/ } } },
    },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /CARATULA DE POLIZA - DAÑOS/ },
  ],
);
