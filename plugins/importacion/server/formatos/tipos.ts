import type { RamoId } from '../../../catalogos/shared/catalogos.ts';

/**
 * The declarative description of one insurer's cover page (issue 13): how to recognise it and where
 * each value sits relative to its printed label. The engine (motor.ts, borrador.ts) does the reading.
 */

/**
 * Where a value is, relative to a label. 'derecha': after the label in the same text run or in the
 * next run to its right on the same line. 'abajo': in the line(s) under the label, in its column;
 * `lineas` > 1 joins a value the page wrapped (a long name), stopping at the next label.
 */
export interface Ubicacion {
  etiqueta: RegExp;
  en: 'derecha' | 'abajo';
  lineas?: number;
}

/** A table: its header labels (each a column's start) and the rows under it until a blank gap or a label. */
export interface Tabla<K extends string> {
  columnas: Partial<Record<K, RegExp>>;
}

export interface Formato {
  /** Unique id, '<aseguradora>-<tipo>' in lower case: 'gnp-auto'. */
  id: string;
  /** The insurer's `abreviacion` in the catalogue. */
  aseguradora: string;
  ramo: RamoId;
  /** Every one must match the page text (upper case, accents dropped, Ñ kept): the insurer and the document type. */
  reconoce: RegExp[];
  /** How the format prints a person's name; a contractor split into labelled parts does not need it. */
  ordenNombre: 'apellidos' | 'nombres';
  campos: CamposFormato;
}

export interface CamposFormato {
  noPoliza: Ubicacion;
  claveAgente?: Ubicacion;
  concepto?: Ubicacion;
  paquete?: Ubicacion;
  /** Both dates under one label ('Vigencia: 15/ENE/2026 al 15/ENE/2027') or one label each. */
  vigencia: Ubicacion | { de: Ubicacion; a: Ubicacion };
  formaPago?: Ubicacion;
  conducto?: Ubicacion;
  /** Without it the currency is read from the amounts ('M.N.', 'USD'). */
  moneda?: Ubicacion;
  prima: Ubicacion;
  derecho?: Ubicacion;
  recargo?: Ubicacion;
  iva?: Ubicacion;
  total?: Ubicacion;
  comision?: Ubicacion;
  contratante: { nombre: Ubicacion } | { nombres: Ubicacion; apPat: Ubicacion; apMat?: Ubicacion };
  rfc?: Ubicacion;
  direccion?: Ubicacion;
  cp?: Ubicacion;
  vehiculo?: { descripcion: Ubicacion; noSerie?: Ubicacion; modelo?: Ubicacion; placas?: Ubicacion };
  asegurados?: Tabla<'nombre' | 'parentesco' | 'fecNacimiento' | 'genero'>;
  recibos?: Tabla<'serie' | 'desde' | 'hasta' | 'total'>;
}

/** A label with its value beside it. */
export const derecha = (etiqueta: RegExp): Ubicacion => ({ etiqueta, en: 'derecha' });
/** A label with its value under it, over up to `lineas` lines. */
export const abajo = (etiqueta: RegExp, lineas = 1): Ubicacion => ({ etiqueta, en: 'abajo', lineas });

/**
 * An insurer's formats that share its header and labels and differ in the document type: each
 * type's title, its line, and its own blocks (vehicle, insureds, receipts).
 */
export function familia(
  comun: { prefijo: string; aseguradora: string; emisor: RegExp; ordenNombre: Formato['ordenNombre']; campos: CamposFormato },
  tipos: { tipo: string; ramo: RamoId; titulo: RegExp; campos?: Partial<CamposFormato> }[],
): Formato[] {
  return tipos.map((t) => ({
    id: `${comun.prefijo}-${t.tipo}`,
    aseguradora: comun.aseguradora,
    ramo: t.ramo,
    reconoce: [comun.emisor, t.titulo],
    ordenNombre: comun.ordenNombre,
    campos: { ...comun.campos, ...t.campos },
  }));
}
