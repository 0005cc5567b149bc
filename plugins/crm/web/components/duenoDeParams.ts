import type { DuenoRef } from '../api.ts';
import type { DuenoConPagina } from '../../shared/duenos.ts';
import { duenoDe } from '../duenos.ts';

/**
 * The owner a caller of the dialogs 'crm.bitacora' and 'crm.adjuntos' names in their params:
 * `{entidad, id}` for the owners with pages (`conPagina`, web/duenos.ts), `{entidad, clave, id}` for any other
 * registered owner (`{entidad: 'siniestros', clave: 'siniestroId', id: 4}`); null when they name none:
 * the route's rule, a known kind and a positive id.
 */
export function duenoDeParams(params: unknown, conPagina: readonly DuenoConPagina[]): DuenoRef | null {
  const { entidad, clave, id } = (params ?? {}) as { entidad?: unknown; clave?: unknown; id?: unknown };
  const dueno = typeof entidad === 'string' ? duenoDe(conPagina, entidad, clave) : undefined;
  return dueno && typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? { dueno, id } : null;
}
