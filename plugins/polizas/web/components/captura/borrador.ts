import { CONDUCTO_PREDETERMINADO, RAMO, type FormaPago, type RamoId } from '../../../../catalogos/shared/catalogos.ts';
import { MONEDA_BASE } from '../../../../catalogos/shared/monedas.ts';
import type { ClaveComisiones } from '../../../shared/claves.ts';
import type { AseguradoDatos, PolizaDatos, ReciboDatos, VehiculoDatos } from '../../../shared/poliza-form.ts';
import { sumarMeses } from '../../../shared/fechas.ts';

/**
 * The policy draft the capture wizard keeps while the user moves between its steps (spec 02 §3
 * 'Policy draft'). The top level follows the spec's names; the fields of each part carry the names
 * of the save payload, so the shared schemas and the receipt calculation read them as they are.
 */

export const TIPOS_POLIZA = ['vida', 'autos', 'salud', 'diversos'] as const;
export type TipoPoliza = (typeof TIPOS_POLIZA)[number];

/** The line toggle (its order and names, spec 02 §2.3), the line code saved and the line's own step. */
export const LINEAS: Record<TipoPoliza, { nombre: string; ramo: RamoId; paso: { titulo: string; ruta: string } }> = {
  vida: { nombre: 'Vida', ramo: RAMO.VIDA, paso: { titulo: 'Asegurado', ruta: 'asegurado' } },
  autos: { nombre: 'Autos', ramo: RAMO.AUTO, paso: { titulo: 'Vehículo', ruta: 'vehiculo' } },
  salud: { nombre: 'Salud', ramo: RAMO.SALUD, paso: { titulo: 'Asegurados', ruta: 'asegurados' } },
  diversos: { nombre: 'Daños', ramo: RAMO.DIVERSOS, paso: { titulo: 'Diversos', ruta: 'diversos' } },
};

export function tipoDeRamo(ramo: number): TipoPoliza {
  return TIPOS_POLIZA.find((t) => LINEAS[t].ramo === ramo) ?? 'autos';
}

/** One step of the stepper; `ruta` is the sub-route after /polizas/{polizaId} ('' for general data). */
export interface PasoCaptura {
  titulo: string;
  ruta: string;
  completado: boolean;
}

/** Datos Generales; the line's step; Primas; Recibos. */
export function pasosDe(tipo: TipoPoliza): PasoCaptura[] {
  return [{ titulo: 'Datos Generales', ruta: '' }, LINEAS[tipo].paso, { titulo: 'Primas', ruta: 'primas' }, { titulo: 'Recibos', ruta: 'recibos' }].map((p) => ({
    ...p,
    completado: false,
  }));
}

export const ULTIMO_PASO = 3;

/** The contratante or the seller as chosen in its autocomplete: the id saved and the name shown. */
export interface PersonaElegida {
  id: number;
  nombre: string;
}

export interface GeneralesBorrador {
  cliente: PersonaElegida | null;
  aseguradoraId: number | null;
  claveAgente: number | null;
  /** The chosen key's default commission per line: changing the line recalculates the commission. */
  comisionesClave: ClaveComisiones | null;
  vendedor: PersonaElegida | null;
  conducto: string;
  concepto: string;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  /** The catalogue id of one of the agent's currencies. */
  moneda: number;
  /** The plan. */
  paquete: string;
  noPoliza: string;
  formaPago: FormaPago | '';
  /** The policy being edited; null for a new policy or a renewal. */
  polizaId: number | null;
  polizaIDRenovo: number | null;
  /** The policies this one renews or is renewed by: they may keep its number (issue 18). */
  vinculadas: number[];
}

/** Primas and comisiones; `recargo` is the financiamiento. */
export type PrimasBorrador = Pick<PolizaDatos, 'prima' | 'derecho' | 'recargo' | 'iva' | 'total'> & { porcentajeComision: number; comision: number };

/** The vehicle; the plates are '' until typed. */
export type VehiculoBorrador = Omit<VehiculoDatos, 'placas'> & { placas: string };

/** An insured person while captured: empty texts until typed, `expanded` for its panel. */
export interface AseguradoBorrador extends Omit<AseguradoDatos, 'parentesco' | 'genero' | 'apMat' | 'fecNacimiento' | 'rfc'> {
  parentesco: AseguradoDatos['parentesco'] | '';
  genero: AseguradoDatos['genero'] | '';
  apMat: string;
  fecNacimiento: string;
  rfc: string;
  expanded: boolean;
}

export interface BorradorPoliza {
  /** What the draft holds: 'nuevo', 'editar:{id}' or 'renovar:{id}'; null before the wizard starts. */
  clave: string | null;
  newType: TipoPoliza;
  /** The line can no longer change (after the first step, or for a loaded policy). */
  ramoBlocked: boolean;
  /** Editing the first receipt spreads the rest over the subsequent ones (new and renewed policies). */
  smartReciboCalculate: boolean;
  clienteEsAsegurado: boolean;
  stepper: { activeStep: number; lastStep: number; steps: PasoCaptura[] };
  generales: GeneralesBorrador;
  vehiculo: VehiculoBorrador;
  primas: PrimasBorrador;
  asegurados: AseguradoBorrador[];
  detalles: { texto: string };
  caratula: { caratulaUrl: string; filename: string } | null;
  prorratearDerecho: boolean;
  prorratearRecargo: boolean;
  recibos: ReciboDatos[];
  /** Ids of the receipts paid when the policy was loaded: their payment is reverted from the detail, where it is logged. */
  recibosPagados: number[];
  /** Why the smart calculation refused the first receipt as typed, shown on the receipts step. */
  errorRecibos: string | null;
  /**
   * What was typed in a money field that is no number ('abc'), by the field's name ('prima',
   * 'recibos.0.prima'): kept as typed and refused with the field's message; the amount stays as it was.
   */
  entradas: Record<string, string>;
  /** Fields a cover page filled with low confidence, by the payload's name, until the agent touches them (spec 02 §4). */
  porConfirmar: string[];
}

/** The default term: one year from the start (spec 02 §4, §9). */
export function finDeVigencia(inicio: string): string {
  return sumarMeses(inicio, 12);
}

export function aseguradoVacio(parentesco: AseguradoBorrador['parentesco']): AseguradoBorrador {
  return { id: null, parentesco, nombres: '', apPat: '', apMat: '', fecNacimiento: '', rfc: '', genero: '', expanded: true };
}

/** A new policy's draft: today to a year from today, CXC, the peso, one titular insured. */
export function borradorNuevo(hoy: string, tipo: TipoPoliza = 'autos'): BorradorPoliza {
  return {
    clave: 'nuevo',
    newType: tipo,
    ramoBlocked: false,
    smartReciboCalculate: true,
    clienteEsAsegurado: false,
    stepper: { activeStep: 0, lastStep: 0, steps: pasosDe(tipo) },
    generales: {
      cliente: null,
      aseguradoraId: null,
      claveAgente: null,
      comisionesClave: null,
      vendedor: null,
      conducto: CONDUCTO_PREDETERMINADO,
      concepto: '',
      fechaVigenciaDe: hoy,
      fechaVigenciaA: finDeVigencia(hoy),
      moneda: MONEDA_BASE.id,
      paquete: '',
      noPoliza: '',
      formaPago: '',
      polizaId: null,
      polizaIDRenovo: null,
      vinculadas: [],
    },
    vehiculo: { id: null, modelo: Number(hoy.slice(0, 4)), marca: null, tipo: null, amis: null, descripcion: '', noSerie: '', placas: '' },
    primas: { prima: 0, derecho: 0, recargo: 0, iva: 0, total: 0, porcentajeComision: 0, comision: 0 },
    asegurados: [aseguradoVacio('titular')],
    detalles: { texto: '' },
    caratula: null,
    prorratearDerecho: false,
    prorratearRecargo: false,
    recibos: [],
    recibosPagados: [],
    errorRecibos: null,
    entradas: {},
    porConfirmar: [],
  };
}
