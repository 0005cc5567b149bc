import type { FormaPago, RamoId } from '../../catalogos/shared/catalogos.ts';
import type { Empresa } from '../../catalogos/shared/empresas.ts';

/**
 * Quotations and their templates as the API carries them (spec 03 §3 Quotation, Proposal item,
 * Template; §7 Quotations and templates). Isomorphic: the forms, the detail and the server use them.
 * Dates travel as 'yyyy-MM-dd', fechaEnvio/fechaVista as ISO UTC date-times, money as pesos with
 * at most two decimals (computed in integer cents: planes-pago.ts).
 */

/** Quotation statuses (spec 03 §3), in the order the screens offer them; transitions: estatus.ts. */
export const STATUS_COTIZACION = ['captura', 'enviada', 'revision', 'cancelada', 'perdida', 'ganada', 'eliminada'] as const;
export type StatusCotizacion = (typeof STATUS_COTIZACION)[number];

/** A quotation's default validity in days (spec 03 §9). */
export const VIGENCIA_DIAS = 7;

/** The crm owner key and entidad quotations register under (their log and attachments). */
export const DUENO_COTIZACION = { clave: 'cotizacionId', entidad: 'cotizaciones' } as const;

/** Relationships of an insured to the titular; the first insured is always the titular (spec 03 §4). */
export const PARENTESCOS = ['titular', 'conyuge', 'hijo', 'hija', 'padre', 'madre', 'otro'] as const;
export type Parentesco = (typeof PARENTESCOS)[number];

export const GENEROS = ['hombre', 'mujer'] as const;
export type Genero = (typeof GENEROS)[number];

/** A feature (caracteristica) or a coverage (cobertura) of a proposal or a template. */
export interface ConceptoPropuesta {
  /** Coverages: the catalogue coverage it came from (GET /coberturas), null when typed freely. Features: its position. */
  id: number | null;
  descripcion: string;
  valor: string;
}

/** One payment plan of a proposal (spec 03 §3). Contado has no first or subsequent receipts (§4). */
export interface PlanPago {
  formaPago: FormaPago;
  /** Pesos: contado's single payment, or (parcialidades − 1) × primaReciboSub + primaPrimerRecibo. */
  total: number;
  primaPrimerRecibo: number | null;
  primaReciboSub: number | null;
  /** contado 1, semestral 2, trimestral 4, mensual 12. */
  parcialidades: number;
}

/** A payment plan as the form sends it: the server computes total (except contado's) and parcialidades. */
export interface PlanPagoDatos {
  formaPago: FormaPago;
  /** Only for contado: the single payment. Ignored for the other plans, whose total is computed. */
  total?: number | null;
  primaPrimerRecibo?: number | null;
  primaReciboSub?: number | null;
}

/** The insurer of a proposal or a template, as the viewer and the detail show it. */
export interface AseguradoraDePropuesta {
  id: number;
  aseguradora: string;
  abreviacion: string;
  /** The insurer's logo, when one is known (predefined insurers have none yet). */
  logoM: string | null;
}

/** The plan fields a proposal and a template share; which apply depends on the ramo (spec 03 §5). */
export interface CamposDePlan {
  plan: string;
  /** Currency abbreviation (MXN, USD…). */
  moneda: string;
  sumaAsegurada: string;
  /** Hidden for Vida. */
  deducible: string | null;
  /** coaseguro, topeCoaseguro and copago: Salud only. */
  coaseguro: string | null;
  topeCoaseguro: string | null;
  copago: string | null;
  caracteristicas: ConceptoPropuesta[];
  coberturas: ConceptoPropuesta[];
}

/** Proposal item (spec 03 §3). */
export interface ItemCotizacion extends CamposDePlan {
  id: number;
  templateId: number | null;
  aseguradoraId: number;
  aseguradora: AseguradoraDePropuesta;
  planesPago: PlanPago[];
}

/** A proposal as the form sends it. `id` is kept when editing, so an accepted proposal keeps its id. */
export interface ItemCotizacionDatos extends CamposDePlan {
  id?: number | null;
  templateId: number | null;
  aseguradoraId: number;
  planesPago: PlanPagoDatos[];
}

/** An insured party (Salud and Vida). `edad` is computed from fecNacimiento (spec 03 §5). */
export interface AseguradoCotizacion {
  id: number | null;
  nombre: string;
  parentesco: Parentesco;
  genero: Genero;
  fecNacimiento: string | null;
  edad: number | null;
}

/** A vehicle (Auto): descripcion and a 4-digit model year. */
export interface VehiculoCotizacion {
  descripcion: string;
  modelo: string;
}

/** The recipient's name as the screens show it (client or prospect, spec 03 §3). */
export interface PersonaCotizacion {
  nombres: string;
  apPat: string | null;
  apMat: string | null;
}

/** What the client accepted from the public viewer (beyond the spec; docs/adr/033-cotizaciones.md). */
export interface AceptacionCotizacion {
  itemId: number;
  formaPago: FormaPago;
  /** The name the client typed to confirm. */
  nombre: string;
  /** ISO UTC date-time. */
  fecha: string;
}

/** GET /cotizaciones/{id} (spec 03 §3). */
export interface Cotizacion {
  id: number;
  uuid: string;
  noCotizacion: number;
  ramo: RamoId;
  clienteId: number | null;
  prospectoId: number | null;
  /** The client's or the prospect's name. */
  cliente: PersonaCotizacion | null;
  prospecto: PersonaCotizacion | null;
  correo: string;
  status: StatusCotizacion;
  fecVencimiento: string;
  /** Property detail (Diversos). */
  texto: string | null;
  vehiculos: VehiculoCotizacion[];
  asegurados: AseguradoCotizacion[];
  items: ItemCotizacion[];
  fechaEnvio: string | null;
  fechaVista: string | null;
  /** The agent's company profile; its id is null while the profile is missing (the detail warns). */
  empresa: Empresa;
  aceptacion: AceptacionCotizacion | null;
}

/** One row of GET /cotizaciones. `nombre` is the recipient's displayed name. */
export interface CotizacionFila {
  id: number;
  uuid: string;
  noCotizacion: number;
  ramo: RamoId;
  nombre: string;
  correo: string;
  status: StatusCotizacion;
  fecVencimiento: string;
  fechaEnvio: string | null;
  fechaVista: string | null;
  /** How many proposals it carries. */
  propuestas: number;
  aceptada: boolean;
}

/** POST /cotizaciones and PUT /cotizaciones/{id} (spec 03 §7), after validation (cotizacion-form.ts). */
export interface CotizacionDatos {
  ramo: RamoId;
  clienteId: number | null;
  prospectoId: number | null;
  correo: string;
  status: StatusCotizacion;
  fecVencimiento: string;
  texto: string | null;
  vehiculos: VehiculoCotizacion[];
  asegurados: AseguradoCotizacion[];
  items: ItemCotizacionDatos[];
}

/** Whom GET /cotizaciones/destinatario/correo asks about: ?clienteId= or ?prospectoId=. */
export type Destinatario = { clienteId: number } | { prospectoId: number };

/** What GET /cotizaciones/destinatario/correo answers in body: the address the form starts with. */
export interface CorreoDeDestinatario {
  correo: string | null;
}

/** POST /cotizaciones/{id}/send. */
export interface EnvioCotizacionDatos {
  correo: string;
}

/** What POST /cotizaciones/{id}/send answers in body. */
export interface EnvioCotizacion {
  fechaEnvio: string;
  status: StatusCotizacion;
  /** The viewer link the e-mail carried. */
  liga: string;
}

/** GET /cotizaciones/templates/{id} (spec 03 §3 Template). */
export interface Template extends CamposDePlan {
  id: number;
  nombre: string;
  ramo: RamoId;
  aseguradoraId: number;
  aseguradora: AseguradoraDePropuesta;
}

/** One row of GET /cotizaciones/templates. */
export interface TemplateFila {
  id: number;
  nombre: string;
  ramo: RamoId;
  aseguradora: AseguradoraDePropuesta;
  plan: string;
  moneda: string;
}

/** POST /cotizaciones/templates and PUT /cotizaciones/templates/{id} after validation (template-form.ts). */
export interface TemplateDatos extends CamposDePlan {
  nombre: string;
  ramo: RamoId;
  aseguradoraId: number;
}

/** The public path of a quotation's viewer (served by the web shell and the widget). */
export const rutaDelVisor = (uuid: string): string => `/cotizaciones/visor/${uuid}`;

/** A person's full name as the screens show it. */
export const nombreCompleto = (p: PersonaCotizacion): string => [p.nombres, p.apPat, p.apMat].filter((parte) => parte && parte.trim()).join(' ');
