import type { Conducto, FormaPago, RamoId } from '../../catalogos/shared/catalogos.ts';

/**
 * What a cover-page format reads from a policy PDF (issue 13): every field with the confidence of
 * its reading, 0 to 1. The wizard asks the agent to confirm fields under CONFIANZA_MINIMA.
 * Money in integer cents; dates 'yyyy-MM-dd'.
 */
export const CONFIANZA_MINIMA = 0.8;

export interface Campo<T> {
  valor: T;
  confianza: number;
}

export interface ContratanteCaratula {
  personalidad: Campo<'fisica' | 'moral'>;
  /** A company's name goes whole in `nombres`, with the surnames null. */
  nombres: Campo<string>;
  apPat: Campo<string> | null;
  apMat: Campo<string> | null;
  rfc: Campo<string> | null;
  direccion: Campo<string> | null;
  cp: Campo<string> | null;
}

export interface VehiculoCaratula {
  descripcion: Campo<string>;
  noSerie: Campo<string> | null;
  modelo: Campo<number> | null;
  placas: Campo<string> | null;
}

export interface AseguradoCaratula {
  parentesco: Campo<'titular' | 'conyuge' | 'hijo' | 'otro'>;
  nombres: Campo<string>;
  apPat: Campo<string> | null;
  apMat: Campo<string> | null;
  fecNacimiento: Campo<string> | null;
  genero: Campo<'hombre' | 'mujer'> | null;
}

export interface ReciboCaratula {
  serie: number;
  fecVigDe: Campo<string>;
  fecVigA: Campo<string>;
  /** Cents. */
  total: Campo<number>;
}

export interface BorradorCaratula {
  /** The format that read it (its id in the registry). */
  formato: string;
  /** The insurer's `abreviacion` in the catalogue (GNP, AXA, QUALITAS…). */
  aseguradora: string;
  ramo: RamoId;
  noPoliza: Campo<string>;
  claveAgente: Campo<string> | null;
  concepto: Campo<string> | null;
  paquete: Campo<string> | null;
  fechaVigenciaDe: Campo<string>;
  fechaVigenciaA: Campo<string>;
  formaPago: Campo<FormaPago> | null;
  conducto: Campo<Conducto> | null;
  moneda: Campo<'MXN' | 'USD' | 'UDI'>;
  /** Cents. */
  prima: Campo<number>;
  derecho: Campo<number> | null;
  recargo: Campo<number> | null;
  iva: Campo<number> | null;
  total: Campo<number>;
  comision: Campo<number> | null;
  contratante: ContratanteCaratula;
  vehiculo: VehiculoCaratula | null;
  asegurados: AseguradoCaratula[];
  /** Only when the document prints them. */
  recibos: ReciboCaratula[];
}

/** Why a PDF gave no draft: no text layer (scanned), or no format recognised its insurer and type. */
export type MotivoSinBorrador = 'ilegible' | 'desconocido';

export type ResultadoCaratula = { ok: true; borrador: BorradorCaratula } | { ok: false; motivo: MotivoSinBorrador };
