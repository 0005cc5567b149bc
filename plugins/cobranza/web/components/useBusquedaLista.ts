import { useCallback, useState, type FormEvent } from 'react';
import type { CampoBusqueda, Orden } from '../consultas.ts';

/**
 * The list's 'Buscar por' search: the field and text being typed, the search sent (on Enter or the
 * button), the order and the page. A new search, a new order or a new window starts at page 1.
 */
export function useBusquedaLista() {
  const [campo, setCampo] = useState<CampoBusqueda>('cliente');
  const [texto, setTexto] = useState('');
  const [enviada, setEnviada] = useState({ campo, texto: '', orden: 'asc' as Orden, page: 1 });
  const setPage = useCallback((page: number) => setEnviada((e) => ({ ...e, page })), []);
  return {
    campo,
    setCampo,
    texto,
    setTexto,
    enviada,
    buscar(event?: FormEvent) {
      event?.preventDefault();
      setEnviada((e) => ({ ...e, campo, texto: texto.trim(), page: 1 }));
    },
    alternarOrden: () => setEnviada((e) => ({ ...e, orden: e.orden === 'asc' ? 'desc' : 'asc', page: 1 })),
    setPage,
  };
}

export type BusquedaLista = ReturnType<typeof useBusquedaLista>;
