import { Modelo } from '../../../../core/server/db/modelo.ts';
import type { ConceptoPropuesta } from '../../shared/cotizaciones.ts';

/** What a template and a quotation's proposal both are: an insurer's plan with its features and coverages. */
export abstract class PlanDeCotizacion extends Modelo {
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
}

/** Their columns, in both tables. */
export const COLUMNAS_DE_PLAN = ['aseguradoraId', 'plan', 'moneda', 'sumaAsegurada', 'deducible', 'coaseguro', 'topeCoaseguro', 'copago', 'caracteristicas', 'coberturas'] as const;
