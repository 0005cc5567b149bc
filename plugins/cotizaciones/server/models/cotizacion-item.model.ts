import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { ConceptoPropuesta, PlanPago } from '../../shared/cotizaciones.ts';

/** Propuestas de una cotización: una aseguradora y plan, con características, coberturas y planes de pago */
export class CotizacionItem extends Modelo {
  static override readonly tableName = 'cotizacion_items';
  static override readonly jsonAttributes = ['caracteristicas', 'coberturas', 'planesPago'];
  declare id: number;
  declare agenteId: number;
  declare cotizacionId: number;
  declare orden: number;
  /** La plantilla de la que partió; nulo si se capturó a mano o la plantilla se borró */
  declare templateId: number | null;
  declare aseguradoraId: number;
  declare plan: string;
  declare moneda: string;
  declare sumaAsegurada: string;
  declare deducible: string | null;
  declare coaseguro: string | null;
  declare topeCoaseguro: string | null;
  declare copago: string | null;
  declare caracteristicas: ConceptoPropuesta[];
  declare coberturas: ConceptoPropuesta[];
  /** [{formaPago, total, primaPrimerRecibo, primaReciboSub, parcialidades}]; contado sin primer ni subsecuentes */
  declare planesPago: PlanPago[];
}

/** Table and column names of `cotizacion_items` for tuned knex queries: a renamed property breaks every use. */
export const cotizacionItemT = tablaDe<CotizacionItem>()('cotizacion_items', [
  'id',
  'agenteId',
  'cotizacionId',
  'orden',
  'templateId',
  'aseguradoraId',
  'plan',
  'moneda',
  'sumaAsegurada',
  'deducible',
  'coaseguro',
  'topeCoaseguro',
  'copago',
  'caracteristicas',
  'coberturas',
  'planesPago',
]);
