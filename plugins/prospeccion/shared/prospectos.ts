import type { EDOS_CIVILES, SEXOS } from '../../clientes/shared/clientes.ts';

/** Prospects as the API carries them (spec 03 §3 Prospect, §7 Prospects). Isomorphic: the form uses it too. */

/** activo: editable and deletable (spec 03 §4); convertido: became a client (docs/adr/025-prospeccion.md). */
export const STATUS_PROSPECTO = ['activo', 'convertido'] as const;
export type StatusProspecto = (typeof STATUS_PROSPECTO)[number];

export type Fiscal = 'fisica' | 'moral';
export type Sexo = (typeof SEXOS)[number];
export type EdoCivil = (typeof EDOS_CIVILES)[number];

/** The crm owner key and entidad prospects register under (their log and attachments). */
export const DUENO_PROSPECTO = { clave: 'prospectoId', entidad: 'prospectos' } as const;

/** GET /prospectos/{id}. For a persona moral, nombres holds the razón social. */
export interface Prospecto {
  id: number;
  fiscal: Fiscal;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  fecNacimiento: string | null;
  sexo: Sexo | null;
  edoCivil: EdoCivil | null;
  telefono: string | null;
  email: string | null;
  fecRegistro: string | null;
  status: StatusProspecto;
  esRobot: boolean;
  /** The client it became, once converted. */
  clienteId: number | null;
}

/** A row of GET /prospectos (the cards and the autocomplete): nombre is the displayed name. */
export interface ProspectoFila {
  id: number;
  nombre: string;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  fiscal: Fiscal;
  telefono: string | null;
  email: string | null;
  status: StatusProspecto;
  esRobot: boolean;
  clienteId: number | null;
}

/**
 * POST /prospectos and PUT /prospectos/{id} (spec 03 §3): fisica sends nombres, fecNacimiento,
 * edoCivil, sexo (and, beyond the spec, the surnames a client needs); moral sends fecRegistro.
 */
export interface ProspectoDatos {
  id?: number | null;
  fiscal: Fiscal;
  nombres: string;
  apPat?: string | null;
  apMat?: string | null;
  fecNacimiento?: string | null;
  sexo?: Sexo | null;
  edoCivil?: EdoCivil | null;
  fecRegistro?: string | null;
  telefono?: string | null;
  email?: string | null;
}

/** POST /prospectos/{id}/convertir: the client just captured from the prospect. */
export interface ConversionDatos {
  clienteId: number;
}

/** The name a card or a heading shows: the razón social, or the full name of a persona física. */
export function nombreProspecto(p: Pick<Prospecto, 'fiscal' | 'nombres' | 'apPat' | 'apMat'>): string {
  return p.fiscal === 'moral' ? p.nombres : [p.nombres, p.apPat, p.apMat].filter(Boolean).join(' ');
}
