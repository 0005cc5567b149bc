import type { RamoId, StatusPoliza } from '../../catalogos/shared/catalogos.ts';

/**
 * GET /clientes/{id}/polizas (issue 18, the client 360): a client's policies and the receipts still
 * to collect, for the panel polizas contributes to the client's page. Money as pesos with two
 * decimals, summed in integer cents; dates 'yyyy-MM-dd'.
 */

export interface PolizaDelCliente {
  id: number;
  noPoliza: string;
  concepto: string;
  ramo: RamoId;
  /** The insurer's abbreviation. */
  aseguradora: string;
  status: StatusPoliza;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  /** The policy's total premium. */
  total: number;
  /** The currency's abbreviation (MXN, USD…). */
  moneda: string;
}

export interface ReciboDelCliente {
  id: number;
  polizaId: number;
  noPoliza: string;
  serie: number;
  totalSerie: number;
  fecVence: string;
  total: number;
  moneda: string;
  /** vencido: pending and past its due date. */
  status: 'pendiente' | 'vencido';
}

/** What the client owes, per currency: everything pending and the overdue part of it. */
export interface PorCobrarDelCliente {
  moneda: string;
  pendiente: number;
  vencido: number;
}

export interface PolizasDelClienteResumen {
  /** Newest validity first; deleted policies are not listed. */
  polizas: PolizaDelCliente[];
  /** Pending and overdue receipts, soonest due first. */
  recibos: ReciboDelCliente[];
  porCobrar: PorCobrarDelCliente[];
}

/** At most this many of each are listed; the policies list has them all. */
export const MAXIMO_EN_RESUMEN = 100;

export const MENSAJES_POLIZAS_CLIENTE = {
  sinPolizas: 'El cliente no tiene pólizas',
  sinRecibos: 'Sin recibos pendientes',
} as const;
