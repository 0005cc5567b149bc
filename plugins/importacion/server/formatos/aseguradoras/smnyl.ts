import { RAMO } from '../../../../catalogos/shared/catalogos.ts';
import { derecha, familia } from '../tipos.ts';

/** Seguros Monterrey New York Life (Vida, GMM): values beside labels, surnames first, commission printed. */
export const formatosSmnyl = familia(
  {
    prefijo: 'smnyl',
    aseguradora: 'SMNYL',
    emisor: /SEGUROS MONTERREY NEW YORK LIFE, S\.A\. DE C\.V\./,
    ordenNombre: 'apellidos',
    campos: {
      noPoliza: derecha(/NUMERO DE POLIZA:/),
      claveAgente: derecha(/CLAVE DE AGENTE:/),
      paquete: derecha(/PLAN:/),
      vigencia: derecha(/VIGENCIA:/),
      formaPago: derecha(/FORMA DE PAGO:/),
      conducto: derecha(/CONDUCTO:/),
      contratante: { nombre: derecha(/CONTRATANTE:/) },
      rfc: derecha(/RFC:/),
      direccion: derecha(/DOMICILIO:/),
      prima: derecha(/PRIMA NETA:/),
      derecho: derecha(/DERECHO DE POLIZA:/),
      recargo: derecha(/RECARGO:/),
      iva: derecha(/IVA:/),
      total: derecha(/PRIMA TOTAL:/),
      comision: derecha(/COMISION:/),
      asegurados: { columnas: { nombre: /ASEGURADO$/, parentesco: /PARENTESCO$/, fecNacimiento: /FECHA NAC\.$/, genero: /SEXO$/ } },
    },
  },
  [
    { tipo: 'vida', ramo: RAMO.VIDA, titulo: /POLIZA DE SEGURO DE VIDA/ },
    { tipo: 'gmm', ramo: RAMO.SALUD, titulo: /POLIZA DE GASTOS MEDICOS MAYORES/ },
  ],
);
