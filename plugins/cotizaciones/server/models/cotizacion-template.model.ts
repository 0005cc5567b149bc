import { tablaDe } from '../../../../core/server/db/modelo.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import { COLUMNAS_DE_PLAN, PlanDeCotizacion } from './plan-de-cotizacion.ts';

/** Plantillas de cotización: planes de una aseguradora con sus características y coberturas, para armar propuestas */
export class CotizacionTemplate extends PlanDeCotizacion {
  static override readonly tableName = 'cotizacion_templates';
  static override readonly jsonAttributes = ['caracteristicas', 'coberturas'];
  declare id: number;
  declare agenteId: number;
  declare nombre: string;
  declare ramoId: RamoId;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `cotizacion_templates` for tuned knex queries: a renamed property breaks every use. */
export const cotizacionTemplateT = tablaDe<CotizacionTemplate>()('cotizacion_templates', ['id', 'agenteId', 'nombre', 'ramoId', ...COLUMNAS_DE_PLAN, 'createdAt', 'updatedAt']);
