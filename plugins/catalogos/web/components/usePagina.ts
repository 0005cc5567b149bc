import { useState } from 'react';

/**
 * The page of a paged list, tied to the filters it was chosen under (any string naming them): a new
 * filter starts again from the first page, in the same render, without a request for the old page.
 */
export function usePagina(filtros: string): [number, (page: number) => void] {
  const [pagina, setPagina] = useState({ filtros, page: 1 });
  return [pagina.filtros === filtros ? pagina.page : 1, (page) => setPagina({ filtros, page })];
}
