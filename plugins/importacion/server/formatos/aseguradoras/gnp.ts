import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { derecha, familia } from '../tipos.ts';

/** GNP Seguros: two-column blocks, each value beside its label; surnames first; '15/ENE/2026'; '$12,345.67'. */
const asegurados = { columnas: { nombre: /NOMBRE DEL ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /FECHA DE NACIMIENTO$/, genero: /SEXO$/ } };

export const formatosGnp = familia(
  {
    prefijo: 'gnp',
    aseguradora: 'GNP',
    emisor: /GRUPO NACIONAL PROVINCIAL/,
    ordenNombre: 'apellidos',
    campos: {
      noPoliza: derecha(/POLIZA:/),
      claveAgente: derecha(/CLAVE DE AGENTE:/),
      paquete: derecha(/PLAN:/),
      vigencia: { de: derecha(/DESDE LAS 12:00 HRS DEL/), a: derecha(/HASTA LAS 12:00 HRS DEL/) },
      formaPago: derecha(/FORMA DE PAGO:/),
      conducto: derecha(/CONDUCTO DE COBRO:/),
      moneda: derecha(/MONEDA:/),
      prima: derecha(/PRIMA NETA/),
      derecho: derecha(/GASTOS DE EXPEDICION/),
      recargo: derecha(/RECARGO POR PAGO FRACCIONADO/),
      iva: derecha(/I\.V\.A\./),
      total: derecha(/PRIMA TOTAL/),
      contratante: { nombre: derecha(/CONTRATANTE:/) },
      rfc: derecha(/R\.F\.C\.:/),
      direccion: derecha(/DOMICILIO:/),
    },
  },
  [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /POLIZA DE SEGURO DE AUTOMOVILES/,
      campos: { vehiculo: { descripcion: derecha(/DESCRIPCION:/), modelo: derecha(/MODELO:/), noSerie: derecha(/NO\. DE SERIE:/), placas: derecha(/PLACAS:/) } },
    },
    { tipo: 'gmm', ramo: RAMO.SALUD, titulo: /GASTOS MEDICOS MAYORES/, campos: { asegurados } },
    { tipo: 'vida', ramo: RAMO.VIDA, titulo: /POLIZA DE SEGURO DE VIDA/, campos: { asegurados } },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /POLIZA DE SEGURO DE DAÑOS/ },
  ],
);
