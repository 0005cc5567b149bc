import { useParams } from 'react-router-dom';
import { idDeRuta, useAvisoDeCarga } from '../../../../../web/src/ui/useAvisoDeCarga.ts';
import { usePolizaQuery } from '../../polizas.api.ts';

/**
 * The policy of a page's :polizaId, read fresh. `noExiste` sends the page to /404: a segment that is
 * not an id, an unknown id or another agent's; any other load failure toasts (spec 01 §8).
 */
export function usePolizaDeRuta() {
  const id = idDeRuta(useParams().polizaId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = usePolizaQuery(id ?? 0, { skip: invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error) || invalido;
  return { id: id ?? 0, poliza: data && data.id === id ? data : undefined, isLoading, noExiste };
}
