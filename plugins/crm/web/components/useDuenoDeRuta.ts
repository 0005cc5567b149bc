import { useParams } from 'react-router-dom';
import type { DuenoRef } from '../api.ts';
import { duenoDe, paginaDe } from '../duenos.ts';
import { duenosConPagina } from '../duenosConPagina.ts';

/**
 * The owner of /{entidad}/{entidadId}/bitacora and /adjuntos: an owner with pages (its web plugin
 * contributes it, duenos.ts) and a positive id; null when either is not valid.
 */
export function useDuenoDeRuta(): DuenoRef | null {
  const { entidad = '', entidadId: segmento = '' } = useParams();
  // Without a key, duenoDe answers only the owners with pages.
  const dueno = duenoDe(duenosConPagina(), entidad);
  return dueno && /^\d+$/.test(segmento) && Number(segmento) > 0 ? { dueno, id: Number(segmento) } : null;
}

/** Where an owner's log and attachments lead back to, as its plugin contributed it. */
export function paginaDelDueno({ dueno, id }: DuenoRef): string {
  return paginaDe(duenosConPagina(), dueno, id);
}
