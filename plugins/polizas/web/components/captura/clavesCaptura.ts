import { claveCubreRamo, type AseguradoraDeClave, type ClaveAgente } from '../../../shared/claves.ts';

/**
 * The insurer and agent-key selectors of Datos Generales: only keys marked for the policy's line
 * count (the server refuses any other), and the insurers are those of such keys.
 */

export function clavesDelRamo(claves: readonly ClaveAgente[], ramo: number): ClaveAgente[] {
  return claves.filter((k) => claveCubreRamo(k, ramo));
}

/** The insurers of the keys, once each, by abbreviation. */
export function aseguradorasDe(claves: readonly ClaveAgente[]): AseguradoraDeClave[] {
  const unicas = new Map(claves.map((k) => [k.aseguradora.id, k.aseguradora]));
  return [...unicas.values()].sort((a, b) => a.abreviacion.localeCompare(b.abreviacion, 'es'));
}

export function clavesDeAseguradora(claves: readonly ClaveAgente[], aseguradoraId: number | null): ClaveAgente[] {
  return claves.filter((k) => k.aseguradora.id === aseguradoraId);
}
