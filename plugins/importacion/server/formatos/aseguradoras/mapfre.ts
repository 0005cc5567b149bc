import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { abajo, familia } from '../tipos.ts';

/** MAPFRE: labels above values, dates in words, one validity label, the agent's commission printed. */
export const formatosMapfre = familia(
  {
    prefijo: 'mapfre',
    aseguradora: 'MAPFRE',
    emisor: /MAPFRE MEXICO, S\.A\./,
    ordenNombre: 'nombres',
    campos: {
      noPoliza: abajo(/POLIZA NUMERO$/),
      claveAgente: abajo(/CLAVE DE AGENTE$/),
      paquete: abajo(/PRODUCTO$/),
      vigencia: abajo(/PERIODO DE VIGENCIA$/),
      formaPago: abajo(/FORMA DE PAGO$/),
      conducto: abajo(/CONDUCTO DE PAGO$/),
      moneda: abajo(/MONEDA$/),
      contratante: { nombre: abajo(/CONTRATANTE$/, 2) },
      rfc: abajo(/R\.F\.C\.$/),
      cp: abajo(/C\.P\.$/),
      direccion: abajo(/DOMICILIO$/),
      prima: abajo(/PRIMA NETA$/),
      derecho: abajo(/DERECHO DE POLIZA$/),
      recargo: abajo(/RECARGO POR PAGO FRACCIONADO$/),
      iva: abajo(/I\.V\.A\.$/),
      total: abajo(/PRIMA TOTAL$/),
      comision: abajo(/COMISION DEL AGENTE$/),
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /POLIZA DE SEGURO DE AUTOMOVILES/,
      campos: { vehiculo: { descripcion: abajo(/DESCRIPCION$/), modelo: abajo(/AÑO$/), noSerie: abajo(/NUMERO DE SERIE$/), placas: abajo(/PLACAS$/) } },
    },
    {
      tipo: 'gmm',
      ramo: RAMO.SALUD,
      titulo: /POLIZA DE GASTOS MEDICOS MAYORES/,
      campos: { asegurados: { columnas: { nombre: /NOMBRE$/, parentesco: /PARENTESCO$/, fecNacimiento: /FECHA DE NACIMIENTO$/, genero: /SEXO$/ } } },
    },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /POLIZA DE SEGURO DE DAÑOS/ },
  ],
);
