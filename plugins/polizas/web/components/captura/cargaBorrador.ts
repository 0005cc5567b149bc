import { sumarMeses } from '../../../shared/fechas.ts';
import type { ReciboDatos } from '../../../shared/poliza-form.ts';
import type { Poliza, Recibo } from '../../../shared/polizas.ts';
import { nombreCompleto } from '../detalle/formato.ts';
import { aseguradoVacio, borradorNuevo, pasosDe, tipoDeRamo, ULTIMO_PASO, type BorradorPoliza, type TipoPoliza } from './borrador.ts';

/**
 * How the wizard starts (spec 02 §2.3, §4): a new policy, an existing one to edit, or the renewal of
 * one; and which address each step has.
 */

/** Router state of a renewal (spec 02 §2.2, §2.7): /polizas/nuevo with {action: 'renovar', polizaId}. */
export interface EstadoRenovar {
  action: 'renovar';
  polizaId: number;
  backUrl?: string;
}

/** Where the wizard's back arrow leads: the renewal's backUrl when it is a path of Cartera, else /polizas. */
export function regresoDe(estado: unknown): string {
  const backUrl = (estado as Partial<EstadoRenovar> | null)?.backUrl;
  return typeof backUrl === 'string' && /^\/(?![/\\])\S*$/.test(backUrl) ? backUrl : '/polizas';
}

/** Router state the wizard gives its own moves between steps, so they keep the draft. */
export const ESTADO_PASO = { captura: true } as const;

export type Carga = { tipo: 'conservar' } | { tipo: 'nuevo' } | { tipo: 'cargar'; id: number; modo: 'editar' | 'renovar' } | { tipo: 'invalida' };

function esRenovacion(estado: unknown): estado is EstadoRenovar {
  const e = estado as Partial<EstadoRenovar> | null;
  return e?.action === 'renovar' && Number.isInteger(Number(e.polizaId)) && Number(e.polizaId) > 0;
}

/**
 * What to do on arriving at /polizas/{polizaId}[/step]. A move between the wizard's own steps keeps
 * the draft it holds. Arriving from elsewhere loads the policy again (edit, renewal) — the server's
 * data may have changed since — while an unfinished new policy is kept until saved or restarted.
 */
export function decidirCarga(polizaId: string | undefined, estado: unknown, claveBorrador: string | null): Carga {
  const interno = (estado as { captura?: unknown } | null)?.captura === true;
  if (polizaId === 'nuevo') {
    if (interno && (claveBorrador === 'nuevo' || claveBorrador?.startsWith('renovar:'))) return { tipo: 'conservar' };
    if (esRenovacion(estado)) return { tipo: 'cargar', id: Number(estado.polizaId), modo: 'renovar' };
    return claveBorrador === 'nuevo' ? { tipo: 'conservar' } : { tipo: 'nuevo' };
  }
  if (!polizaId || !/^\d+$/.test(polizaId) || Number(polizaId) < 1) return { tipo: 'invalida' };
  const id = Number(polizaId);
  return interno && claveBorrador === `editar:${id}` ? { tipo: 'conservar' } : { tipo: 'cargar', id, modo: 'editar' };
}

/** /polizas/{polizaId} for general data, /polizas/{polizaId}/{step} for the others. */
export function rutaDePaso(polizaId: string, tipo: TipoPoliza, indice: number): string {
  const ruta = pasosDe(tipo)[indice]?.ruta ?? '';
  return ruta ? `/polizas/${polizaId}/${ruta}` : `/polizas/${polizaId}`;
}

/** The step a sub-route shows for the line; -1 when the line has no such step (/vehiculo of Vida). */
export function pasoDeRuta(tipo: TipoPoliza, subruta: string): number {
  return pasosDe(tipo).findIndex((p) => p.ruta === subruta);
}

function reciboDe(r: Recibo): ReciboDatos {
  const { polizaId: _poliza, moneda: _moneda, totalSerie: _totalSerie, ...datos } = r;
  return datos;
}

/**
 * An existing policy as a draft. Editing keeps its receipts and turns the smart calculation off;
 * a renewal is a new policy one year later: both dates move a year, no receipts, the original in
 * polizaIDRenovo, the smart calculation on, and the people and vehicle copied as new records.
 */
export function borradorDePoliza(p: Poliza, modo: 'editar' | 'renovar'): BorradorPoliza {
  const renovar = modo === 'renovar';
  const tipo = tipoDeRamo(p.ramo.id);
  const base = borradorNuevo(p.fechaVigenciaDe, tipo);
  const nuevoId = (id: number | null) => (renovar ? null : id);
  return {
    ...base,
    clave: `${modo}:${p.id}`,
    ramoBlocked: true,
    smartReciboCalculate: renovar,
    stepper: { activeStep: 0, lastStep: ULTIMO_PASO, steps: pasosDe(tipo).map((paso) => ({ ...paso, completado: true })) },
    generales: {
      ...base.generales,
      cliente: { id: p.cliente.id, nombre: nombreCompleto(p.cliente) },
      aseguradoraId: p.agenteClave.aseguradora.id,
      claveAgente: p.agenteClave.id,
      vendedor: p.vendedor && { id: p.vendedor.id, nombre: nombreCompleto(p.vendedor) },
      conducto: p.conducto ?? base.generales.conducto,
      concepto: p.concepto,
      fechaVigenciaDe: renovar ? sumarMeses(p.fechaVigenciaDe, 12) : p.fechaVigenciaDe,
      fechaVigenciaA: renovar ? sumarMeses(p.fechaVigenciaA, 12) : p.fechaVigenciaA,
      moneda: p.moneda.id,
      paquete: p.paquete,
      noPoliza: p.noPoliza,
      formaPago: p.formaPago,
      polizaId: renovar ? null : p.id,
      polizaIDRenovo: renovar ? p.id : null,
      vinculadas: renovar ? [p.id] : [p.renuevaA, p.polizaIDRenovo].filter((id): id is number => id !== null),
    },
    vehiculo: p.vehiculo ? { ...p.vehiculo, id: nuevoId(p.vehiculo.id), placas: p.vehiculo.placas ?? '' } : base.vehiculo,
    primas: { prima: p.prima, derecho: p.derecho, recargo: p.recargo, iva: p.iva, total: p.total, porcentajeComision: p.porcentajeComision, comision: p.comisiones },
    asegurados: p.asegurados.length
      ? p.asegurados.map((a) => ({ ...a, id: nuevoId(a.id), apMat: a.apMat ?? '', fecNacimiento: a.fecNacimiento ?? '', rfc: a.rfc ?? '', expanded: false }))
      : [aseguradoVacio('titular')],
    detalles: { texto: p.texto ?? '' },
    caratula: renovar ? null : p.caratula,
    recibos: renovar ? [] : p.recibos.map(reciboDe),
    recibosPagados: renovar ? [] : p.recibos.filter((r) => r.status === 'pagado').map((r) => r.id),
  };
}
