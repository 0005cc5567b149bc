import { useLocation, useParams } from 'react-router-dom';
import { duenoDeEntidad } from '../../shared/duenos.ts';
import type { DuenoRef } from '../api.ts';

/**
 * The owner of /{entidad}/{entidadId}/bitacora and /adjuntos: the kind is the path's first segment
 * (each kind registers its own route), the id its `entidadId`; null when either is not valid.
 */
export function useDuenoDeRuta(): DuenoRef | null {
  const entidad = useLocation().pathname.split('/')[1];
  const segmento = useParams().entidadId ?? '';
  const dueno = duenoDeEntidad(entidad);
  return dueno && /^\d+$/.test(segmento) && Number(segmento) > 0 ? { dueno, id: Number(segmento) } : null;
}

/** The detail page an owner's log and attachments lead back to. */
export const paginaDelDueno = ({ dueno, id }: DuenoRef) => `/${dueno.entidad}/${id}`;
