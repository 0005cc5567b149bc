import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { abajo, familia, type CamposFormato } from '../tipos.ts';

/**
 * Zurich: labels above values over two pages, one validity label. Zurich Aseguradora Mexicana
 * (ZURICH) issues Auto and Daños; Zurich Vida (ZURICHV) the life policies, on the same layout.
 */
const campos: CamposFormato = {
  noPoliza: abajo(/NUMERO DE POLIZA$/),
  claveAgente: abajo(/CODIGO DE AGENTE$/),
  paquete: abajo(/PLAN$/),
  vigencia: abajo(/VIGENCIA$/),
  formaPago: abajo(/FORMA DE PAGO$/),
  conducto: abajo(/MEDIO DE PAGO$/),
  moneda: abajo(/MONEDA$/),
  contratante: { nombre: abajo(/CONTRATANTE$/, 2) },
  rfc: abajo(/RFC$/),
  cp: abajo(/CODIGO POSTAL$/),
  direccion: abajo(/DIRECCION$/),
  prima: abajo(/PRIMA NETA$/),
  derecho: abajo(/GASTOS DE EXPEDICION$/),
  recargo: abajo(/RECARGO POR PAGO FRACCIONADO$/),
  iva: abajo(/IVA$/),
  total: abajo(/PRIMA TOTAL$/),
};

export const formatosZurich = [
  ...familia({ prefijo: 'zurich', aseguradora: 'ZURICH', emisor: /ZURICH ASEGURADORA MEXICANA, S\.A\. DE C\.V\./, ordenNombre: 'nombres', campos }, [
    {
      tipo: 'auto',
      ramo: RAMO.AUTO,
      titulo: /POLIZA DE SEGURO DE AUTOMOVILES/,
      campos: { vehiculo: { descripcion: abajo(/DESCRIPCION DEL VEHICULO$/), modelo: abajo(/MODELO$/), noSerie: abajo(/VIN$/), placas: abajo(/PLACAS$/) } },
    },
    { tipo: 'danos', ramo: RAMO.DIVERSOS, titulo: /POLIZA DE SEGURO DE DAÑOS/ },
  ]),
  ...familia({ prefijo: 'zurichv', aseguradora: 'ZURICHV', emisor: /ZURICH VIDA, COMPAÑIA DE SEGUROS, S\.A\./, ordenNombre: 'nombres', campos }, [
    {
      tipo: 'vida',
      ramo: RAMO.VIDA,
      titulo: /POLIZA DE SEGURO DE VIDA/,
      campos: { asegurados: { columnas: { nombre: /ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /FECHA DE NACIMIENTO$/, genero: /SEXO$/ } } },
    },
  ]),
];
