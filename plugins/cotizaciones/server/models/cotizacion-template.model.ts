import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { RamoId } from '../../../catalogos/shared/catalogos.ts';
import type { ConceptoPropuesta } from '../../shared/cotizaciones.ts';

/** Plantillas de cotización: planes de una aseguradora con sus características y coberturas, para armar propuestas */
export class CotizacionTemplate extends Modelo {
  static override readonly tableName = 'cotizacion_templates';
  static override readonly jsonAttributes = ['caracteristicas', 'coberturas'];
  declare id: number;
  declare agenteId: number;
  declare nombre: string;
  declare ramoId: RamoId;
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
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `cotizacion_templates` for tuned knex queries: a renamed property breaks every use. */
export const cotizacionTemplateT = tablaDe<CotizacionTemplate>()('cotizacion_templates', [
  'id',
  'agenteId',
  'nombre',
  'ramoId',
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
  'createdAt',
  'updatedAt',
]);
