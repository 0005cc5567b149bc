import type { RamoId, StatusPoliza } from '../../catalogos/shared/catalogos.ts';

/**
 * Claims as the API carries them (spec 03 §3 Claim, §7 Claims). Isomorphic: the form and the
 * policy detail's block use them too. Dates travel as 'yyyy-MM-dd'.
 */

/** Claim statuses (spec 01 §3, 03 §3), in the order the screens offer them; transitions: estatus.ts. */
export const STATUS_SINIESTRO = ['captura', 'faltante', 'enviado', 'rechazado', 'finalizado'] as const;
export type StatusSiniestro = (typeof STATUS_SINIESTRO)[number];

/** What the list leaves out unless a status filter is sent (spec 03 §2). */
export const STATUS_CERRADOS: readonly StatusSiniestro[] = ['rechazado', 'finalizado'];

/** A new claim's number until the insurer gives one (spec 03 §3: draft defaults). */
export const NO_SINIESTRO_PENDIENTE = 'PENDIENTE';

/** The policies the form offers: a client's vigentes, soonest to end first (spec 03 §5, §9). */
export const MAXIMO_POLIZAS_OFRECIDAS = 50;

export interface PersonaDeSiniestro {
  id: number;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
}

export interface VehiculoDeSiniestro {
  marca: string | null;
  tipo: string | null;
  modelo: number;
  placas: string | null;
  descripcion: string;
}

/** An insured person of the policy, as the form lists them to choose from. */
export interface AseguradoDePoliza extends PersonaDeSiniestro {
  parentesco: string;
}

/** The claim's policy (spec 03 §3: poliza), and one of the policies the form offers. */
export interface PolizaDeSiniestro {
  id: number;
  noPoliza: string;
  ramo: RamoId;
  concepto: string;
  status: StatusPoliza;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  texto: string | null;
  vehiculo: VehiculoDeSiniestro | null;
  cliente: PersonaDeSiniestro;
  agenteClave: { clave: string; aseguradora: { abreviacion: string } };
  /** The policy's insured people today (Vida and Salud). */
  asegurados: AseguradoDePoliza[];
}

/**
 * An insured person of the claim (spec 03 §3). The claim keeps a copy of the people it names, so a
 * later edit of the policy (which renumbers its insureds) neither blocks nor rewrites it: `id` is
 * the policy's insured it was chosen as, or null once the policy no longer lists that person.
 */
export interface AseguradoDeSiniestro {
  selected: boolean;
  parentesco: string;
  asegurado: { id: number | null; nombres: string; apPat: string | null; apMat: string | null };
}

/** What the detail and the list's rows both carry of a claim. */
export interface SiniestroBase {
  id: number;
  noSiniestro: string;
  fechaSiniestro: string;
  fechaEstimadaResolucion: string | null;
  descripcion: string;
  status: StatusSiniestro;
}

/** GET /siniestros/{id}. */
export interface Siniestro extends SiniestroBase {
  poliza: PolizaDeSiniestro;
  /** The policy's insured people, those the claim names selected, plus any it named that the policy no longer lists. */
  asegurados: AseguradoDeSiniestro[];
  cliente: PersonaDeSiniestro & { rfc: string; fiscal: 'fisica' | 'moral' };
}

/** One row of GET /siniestros. */
export interface SiniestroItem extends SiniestroBase {
  poliza: { id: number; noPoliza: string; ramo: RamoId; aseguradora: string };
  cliente: PersonaDeSiniestro;
}

/** POST /siniestros and PUT /siniestros/{id} (spec 03 §7), plus the client the form chose (§5). */
export interface SiniestroDatos {
  clienteId: number;
  polizaId: number;
  noSiniestro: string;
  fechaSiniestro: string;
  fechaEstimadaResolucion: string | null;
  descripcion: string;
  status: StatusSiniestro;
  /** Ids of the policy's insured people the claim names (Vida and Salud). */
  asegurados: number[];
}

/** A person's full name as the screens show it. */
export const nombreDePersona = (p: { nombres: string; apPat: string | null; apMat: string | null }): string =>
  [p.nombres, p.apPat, p.apMat].filter((parte) => parte && parte.trim()).join(' ');
