import type { ListPage } from '../../../core/shared/envelope.ts';

/**
 * The four reports of spec 02 §2.16 (issue 16; docs/adr/028-informes.md). Every amount is in integer
 * centavos: a row's in its own currency (`moneda` names it), a group's and a total's in pesos at the
 * agent's exchange rates.
 */

/** Report grids: 50 rows by default, 10, 50 or 100 a page (spec 02 §9); the commission grid 100. */
export const TAMANOS_INFORME = [10, 50, 100] as const;
export const TAMANO_INFORME = 50;
export const TAMANO_COMISIONES = 100;

/** A slice of a pie: its key (ramo id, status, insurer abbreviation), label, count and premium in pesos. */
export interface GrupoInforme {
  clave: string;
  nombre: string;
  cantidad: number;
  prima: number;
}

/** The three tabs of the policy and receipt reports. */
export interface GruposInforme {
  ramos: GrupoInforme[];
  estatus: GrupoInforme[];
  aseguradoras: GrupoInforme[];
}

export type PaginaInforme<T> = ListPage<T> & { grupos: GruposInforme };

export interface FilaPolizaInforme {
  polizaId: number;
  noPoliza: string;
  cliente: string;
  ramo: string;
  aseguradora: string;
  status: string;
  formaPago: string;
  moneda: string;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  prima: number;
  total: number;
  comision: number;
}

export interface FilaReciboInforme {
  reciboId: number;
  polizaId: number;
  noPoliza: string;
  cliente: string;
  ramo: string;
  aseguradora: string;
  serie: string;
  status: string;
  formaPago: string;
  moneda: string;
  fecVigDe: string;
  fecVence: string;
  fecPago: string | null;
  prima: number;
  total: number;
  comision: number;
}

/** A row of the client report (spec 02 §3 'In the client report'). */
export interface FilaClienteInforme {
  id: number;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  fecha: string;
  fecNacimiento: string | null;
  rfc: string;
  sexo: string | null;
  telefono: string | null;
  correo: string | null;
  polizas: number;
  esRobot: boolean;
}

/** A month of the commission series (spec 02 §3 'Commission series row'): fecha yyyyMM. */
export interface MesComisiones {
  fecha: string;
  prima: number;
  comision: number;
}

/** A contratante of the client report's autocomplete. */
export interface Contratante {
  id: number;
  nombre: string;
}

/** The export formats of every grid. */
export const FORMATOS_EXPORTACION = ['xlsx', 'csv'] as const;
export type FormatoExportacion = (typeof FORMATOS_EXPORTACION)[number];

/** The client report's search needs more than 3 characters (spec 02 §5). */
export const MINIMO_BUSQUEDA_CONTRATANTE = 4;
