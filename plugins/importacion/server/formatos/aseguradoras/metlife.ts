import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { abajo, familia } from '../tipos.ts';

/** MetLife México (Vida, GMM): labels above values, long names wrapped to two lines, insureds table. */
const asegurados = { columnas: { nombre: /NOMBRE DEL ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /FECHA DE NACIMIENTO$/, genero: /SEXO$/ } };

export const formatosMetlife = familia(
  {
    prefijo: 'metlife',
    aseguradora: 'METLIFE',
    // 'MetLife México', not 'MetLife Más' (METLIFEMAS), another company of the catalogue.
    emisor: /METLIFE MEXICO, S\.A\. DE C\.V\./,
    ordenNombre: 'nombres',
    campos: {
      noPoliza: abajo(/POLIZA$/),
      claveAgente: abajo(/CLAVE DE AGENTE$/),
      paquete: abajo(/PLAN$/),
      vigencia: { de: abajo(/FECHA DE INICIO$/), a: abajo(/FECHA DE TERMINO$/) },
      formaPago: abajo(/FORMA DE PAGO$/),
      conducto: abajo(/CONDUCTO DE COBRO$/),
      moneda: abajo(/MONEDA$/),
      contratante: { nombre: abajo(/CONTRATANTE$/, 2) },
      rfc: abajo(/RFC$/),
      direccion: abajo(/DOMICILIO$/),
      prima: abajo(/PRIMA BASICA$/),
      derecho: abajo(/DERECHO DE POLIZA$/),
      recargo: abajo(/RECARGO POR PAGO FRACCIONADO$/),
      iva: abajo(/IVA$/),
      total: abajo(/PRIMA TOTAL ANUAL$/),
      asegurados,
    },
  },
  [
    { tipo: 'vida', ramo: RAMO.VIDA, titulo: /SEGURO DE VIDA INDIVIDUAL/ },
    { tipo: 'gmm', ramo: RAMO.SALUD, titulo: /GASTOS MEDICOS MAYORES/ },
  ],
);
