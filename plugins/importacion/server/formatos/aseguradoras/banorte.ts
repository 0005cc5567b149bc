import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { abajo, familia } from '../tipos.ts';

/** Seguros Banorte: capital labels above values, surnames first, receipts printed. */
const asegurados = { columnas: { nombre: /ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /NACIMIENTO$/, genero: /SEXO$/ } };

export const formatosBanorte = familia(
  {
    prefijo: 'banorte',
    aseguradora: 'BANORTE',
    emisor: /SEGUROS BANORTE, S\.A\. DE C\.V\./,
    ordenNombre: 'apellidos',
    campos: {
      noPoliza: abajo(/POLIZA$/),
      claveAgente: abajo(/CLAVE AGENTE$/),
      paquete: abajo(/PAQUETE$/),
      vigencia: { de: abajo(/DESDE$/), a: abajo(/HASTA$/) },
      formaPago: abajo(/FORMA DE PAGO$/),
      conducto: abajo(/CONDUCTO$/),
      moneda: abajo(/MONEDA$/),
      contratante: { nombre: abajo(/CONTRATANTE$/, 2) },
      rfc: abajo(/R\.F\.C\.$/),
      cp: abajo(/C\.P\.$/),
      direccion: abajo(/DOMICILIO$/),
      prima: abajo(/PRIMA NETA$/),
      derecho: abajo(/DERECHO DE POLIZA$/),
      recargo: abajo(/RECARGO$/),
      iva: abajo(/I\.V\.A\.$/),
      total: abajo(/PRIMA TOTAL$/),
      recibos: { columnas: { serie: /RECIBO$/, desde: /INICIO$/, hasta: /FIN$/, total: /TOTAL RECIBO$/ } },
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /POLIZA AUTOS/,
      campos: { vehiculo: { descripcion: abajo(/VEHICULO$/), modelo: abajo(/MODELO$/), noSerie: abajo(/SERIE$/), placas: abajo(/PLACAS$/) } },
    },
    { tipo: 'vida', ramo: RAMO.VIDA, titulo: /POLIZA VIDA/, campos: { asegurados } },
    { tipo: 'gmm', ramo: RAMO.SALUD, titulo: /POLIZA GASTOS MEDICOS/, campos: { asegurados } },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /POLIZA DAÑOS/ },
  ],
);
