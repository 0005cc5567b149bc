import type { Schema } from '../../../core/shared/validation.ts';
import type { FormaPago, RamoId } from '../../catalogos/shared/catalogos.ts';
import type { AseguradoDatos, VehiculoDatos } from '../../polizas/shared/poliza-form.ts';
import { MENSAJES_PDF } from './mensajes.ts';

/** POST /polizas/caratula/preview and POST /polizas/caratula (spec 02 §7), and POST /polizas/caratula/cliente (docs/adr/035). */

/** The upload's bucket and path for a cover page (spec 02 §7: path polizas/{filename}). */
export const BUCKET_CARATULAS = 'caratulas';
export const rutaDeCaratula = (fileName: string) => `polizas/${fileName}`;

export interface CaratulaPeticion {
  fileName: string;
  caratulaUrl: string;
  /** After code 10: create the agent key the cover page names. */
  crearClaveAgente?: boolean;
  /** POST /polizas/caratula: update the policy already in the portfolio (same insurer and number). */
  actualizar?: boolean;
}

export const caratulaSchema: Schema = {
  fileName: { kind: 'string', label: 'El nombre del archivo', required: MENSAJES_PDF.nombreObligatorio, max: 200 },
  caratulaUrl: { kind: 'string', label: 'El archivo', required: MENSAJES_PDF.archivoObligatorio, max: 1000 },
  crearClaveAgente: { kind: 'boolean', label: 'Crear la clave de agente' },
  actualizar: { kind: 'boolean', label: 'Actualizar la póliza' },
};

/**
 * `code` of an answer that is not ok: 10 is the spec's (the agent key is not registered; repeat with
 * crearClaveAgente). The others choose the help text the screens show.
 */
export const CODIGOS_CARATULA = {
  ok: 0,
  claveNoRegistrada: 10,
  ilegible: 11,
  desconocido: 12,
  incompleta: 13,
  existente: 14,
  archivoDanado: 15,
} as const;
export type CodigoCaratula = (typeof CODIGOS_CARATULA)[keyof typeof CODIGOS_CARATULA];

/** The envelope of both calls: ok, code, message and body. */
export interface RespuestaCaratula<T> {
  ok: boolean;
  code: CodigoCaratula;
  message: string;
  body: T | null;
}

/** The policy draft in the wizard's terms (the save payload's names; money in pesos). */
export interface PolizaDeCaratula {
  noPoliza: string;
  concepto: string;
  paquete: string;
  ramo: RamoId;
  aseguradoraId: number;
  claveAgente: number;
  moneda: number;
  formaPago: FormaPago | null;
  conducto: string | null;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  prima: number;
  derecho: number;
  recargo: number;
  iva: number;
  total: number;
  porcentajeComision: number | null;
  comision: number | null;
  /** id null: the agent has no client with the contractor's RFC yet; POST /polizas/caratula/cliente creates it when the agent accepts. */
  cliente: { id: number | null; nombre: string };
  vehiculo: VehiculoDatos | null;
  asegurados: AseguradoDatos[];
  caratula: { caratulaUrl: string; filename: string };
}

export interface PolizaExistente {
  id: number;
  noPoliza: string;
  aseguradora: string;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
}

/** The preview's body. */
export interface VistaPreviaCaratula {
  poliza: PolizaDeCaratula;
  /** How sure the reading of each field is (0 to 1), by the payload's name: 'noPoliza', 'prima', 'vehiculo.noSerie', 'cliente'… */
  confianza: Record<string, number>;
  /** The policy of the same insurer and number already in the portfolio: saving updates it. */
  existente: PolizaExistente | null;
  agenteClave: { id: number; clave: string; aseguradora: { id: number; abreviacion: string; aseguradora: string } };
  /** The contractor as the page prints it: what POST /polizas/caratula/cliente would create when `poliza.cliente.id` is null. */
  contratante: ContratanteDeCaratula;
}

export interface ContratanteDeCaratula {
  fiscal: 'fisica' | 'moral';
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  rfc: string | null;
  direccion: string | null;
  cp: string | null;
}

/** POST /polizas/caratula/cliente's body: the contractor of the cover page, found by RFC or created now (esRobot). */
export interface ClienteDeCaratula {
  id: number;
  creado: boolean;
}

/** The import's body (spec 02 §7: noPoliza and agenteClave.aseguradora.abreviacion). */
export interface PolizaImportada {
  id: number;
  accion: 'creada' | 'actualizada';
  noPoliza: string;
  agenteClave: { clave: string; aseguradora: { abreviacion: string; aseguradora: string } };
}
