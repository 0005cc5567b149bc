import { useLocation, useParams } from 'react-router-dom';
import type { DuenoRef } from '../api.ts';
import { duenoDe, paginaDe } from '../duenos.ts';

/**
 * The owner of /{entidad}/{entidadId}/bitacora and /adjuntos: the kind is the path's first segment
 * (each kind registers its own route, web/index.ts), the id its `entidadId`; null when either is not valid.
 */
export function useDuenoDeRuta(): DuenoRef | null {
  const entidad = useLocation().pathname.split('/')[1];
  const segmento = useParams().entidadId ?? '';
  const dueno = duenoDe(entidad);
  return dueno && /^\d+$/.test(segmento) && Number(segmento) > 0 ? { dueno, id: Number(segmento) } : null;
}

/**
 * Where an owner's log and attachments lead back to: its detail page, except a policy's, whose
 * /polizas/{id} is the capture wizard (spec 01 §2: back to /polizas), and a receipt's, which has no
 * page of its own (its policy is found from the same list).
 */
export function paginaDelDueno({ dueno, id }: DuenoRef): string {
  return paginaDe(dueno, id);
}
