import type { FormaPago, RamoId } from '../../catalogos/shared/catalogos.ts';
import type { Empresa } from '../../catalogos/shared/empresas.ts';
import type { AceptacionCotizacion, AseguradoCotizacion, CamposDePlan, PersonaCotizacion, PlanPago, VehiculoCotizacion } from './cotizaciones.ts';

/**
 * What the public viewer receives (GET /cotizaciones/uuid/{uuid}, no token): only what it shows.
 * No ids of other records (client, prospect, template, insurer, agent), no recipient e-mail, no
 * agent data beyond the company profile. A proposal keeps its own id: the client accepts it by id.
 */

/** The company profile as the viewer shows it; null while the agent has not saved one. */
export type EmpresaPublica = Omit<Empresa, 'id'>;

/** A proposal's insurer without its id. */
export interface AseguradoraPublica {
  aseguradora: string;
  abreviacion: string;
  logoM: string | null;
}

/** A proposal side by side with the others. */
export interface PropuestaPublica extends CamposDePlan {
  id: number;
  aseguradora: AseguradoraPublica;
  planesPago: PlanPago[];
}

export interface CotizacionPublica {
  uuid: string;
  noCotizacion: number;
  ramo: RamoId;
  /** The recipient's name (client or prospect). */
  destinatario: PersonaCotizacion;
  fecVencimiento: string;
  /** Property detail (Diversos). */
  texto: string | null;
  vehiculos: VehiculoCotizacion[];
  asegurados: Omit<AseguradoCotizacion, 'id'>[];
  items: PropuestaPublica[];
  empresa: EmpresaPublica | null;
  /** fecVencimiento is before today (Mexico City). */
  vencida: boolean;
  /** The client may accept a proposal now: not accepted, not expired, in a status that accepts. */
  aceptable: boolean;
  /** What the client accepted, once they did. */
  aceptacion: AceptacionCotizacion | null;
}

/** POST /cotizaciones/uuid/{uuid}/aceptar (public, no token). */
export interface AceptacionDatos {
  itemId: number;
  formaPago: FormaPago;
  /** The name the client types to confirm: 3 to 120 characters. */
  nombre: string;
}
