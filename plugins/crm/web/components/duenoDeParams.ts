import { duenoDeEntidad } from '../../shared/duenos.ts';
import type { DuenoRef } from '../api.ts';

/**
 * The owner a caller of the dialogs 'crm.bitacora' and 'crm.adjuntos' names in their params,
 * `{entidad, id}` (an Entidad of shared/duenos.ts and its id), or null when they name none: the
 * route's rule, a known kind and a positive id.
 */
export function duenoDeParams(params: unknown): DuenoRef | null {
  const { entidad, id } = (params ?? {}) as { entidad?: unknown; id?: unknown };
  const dueno = typeof entidad === 'string' ? duenoDeEntidad(entidad) : undefined;
  return dueno && typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { dueno, id } : null;
}
