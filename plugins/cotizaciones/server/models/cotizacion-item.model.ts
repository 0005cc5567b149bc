import { tablaDe } from '../../../../core/server/db/modelo.ts';
import type { PlanPago } from '../../shared/cotizaciones.ts';
import { COLUMNAS_DE_PLAN, PlanDeCotizacion } from './plan-de-cotizacion.ts';

/** Propuestas de una cotización: una aseguradora y plan, con características, coberturas y planes de pago */
export class CotizacionItem extends PlanDeCotizacion {
  static override readonly tableName = 'cotizacion_items';
  static override readonly jsonAttributes = ['caracteristicas', 'coberturas', 'planesPago'];
  declare id: number;
  declare agenteId: number;
  declare cotizacionId: number;
  declare orden: number;
  /** La plantilla de la que partió; nulo si se capturó a mano o la plantilla se borró */
  declare templateId: number | null;
  /** [{formaPago, total, primaPrimerRecibo, primaReciboSub, parcialidades}]; contado sin primer ni subsecuentes */
  declare planesPago: PlanPago[];
}

/** Table and column names of `cotizacion_items` for tuned knex queries: a renamed property breaks every use. */
export const cotizacionItemT = tablaDe<CotizacionItem>()('cotizacion_items', ['id', 'agenteId', 'cotizacionId', 'orden', 'templateId', ...COLUMNAS_DE_PLAN, 'planesPago']);
