import { Button, CardList, InputGroup, NonIdealState } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import type { ListPage } from '../../../core/shared/envelope.ts';
import { EstadoDeCarga } from './EstadoDeCarga.tsx';
import { Pager } from './Pager.tsx';

/**
 * The name search of a paged list: the typed text, the filter sent to the API (page 1 on every new
 * search; an empty search lists everyone again) and the page change of the pager. A search shorter
 * than `minimo` is not sent: one or two letters would match almost everyone (spec 02 §9, 03 §9).
 */
export function useBusqueda(minimo = 3) {
  const [texto, setTexto] = useState('');
  const [filtro, setFiltro] = useState({ nombre: '', page: 1 });
  return {
    texto,
    setTexto,
    filtro,
    setPage: (page: number) => setFiltro((f) => ({ ...f, page })),
    buscar(event?: FormEvent) {
      event?.preventDefault();
      const nombre = texto.trim();
      if (nombre === '' || [...nombre].length >= minimo) setFiltro({ nombre, page: 1 });
    },
  };
}

interface SearchBoxProps {
  busqueda: ReturnType<typeof useBusqueda>;
  label: string;
  placeholder: string;
}

/** The search form: Enter or the search icon sends it. */
export function SearchBox({ busqueda, label, placeholder }: SearchBoxProps) {
  return (
    <form role="search" onSubmit={busqueda.buscar} className="cartera-busqueda">
      <InputGroup
        name="busqueda"
        aria-label={label}
        placeholder={placeholder}
        value={busqueda.texto}
        onValueChange={busqueda.setTexto}
        rightElement={<Button type="submit" variant="minimal" icon={<SearchIcon />} aria-label="Buscar" />}
      />
    </form>
  );
}

interface ListStatusProps {
  result: { data?: { items: unknown[] }; error?: unknown; isLoading: boolean };
  icon: ReactElement;
  /** The failure's text when not the server's reason. */
  mensaje?: string;
}

/** Loading, the failure as an alert, and 'Sin resultados' when the list is empty. */
export function ListStatus({ result, icon, mensaje }: ListStatusProps) {
  return (
    <>
      <EstadoDeCarga cargando={result.isLoading} error={result.error} mensaje={mensaje} />
      {result.data && result.data.items.length === 0 && <NonIdealState icon={icon} title="Sin resultados" />}
    </>
  );
}

interface PagedListProps<T> extends ListStatusProps {
  result: { data?: ListPage<T>; error?: unknown; isLoading: boolean; isFetching: boolean };
  /** The list's accessible name ('Clientes'). */
  label?: string;
  onPage: (page: number) => void;
  /** What goes beside the pager (the policies' 'Ir a la página'). */
  besidePager?: (page: ListPage<T>) => ReactNode;
  /** One card, with its key. */
  children: (item: T) => ReactNode;
}

/** A paged list of cards: its status, the cards (dimmed while the next page loads) and the pager. */
export function PagedList<T>({ result, icon, mensaje, label, onPage, besidePager, children }: PagedListProps<T>) {
  const { data, isFetching } = result;
  return (
    <>
      <ListStatus result={result} icon={icon} mensaje={mensaje} />
      {data && data.items.length > 0 && (
        <>
          <CardList aria-label={label} aria-busy={isFetching} className={isFetching ? 'cartera-loading' : undefined}>
            {data.items.map(children)}
          </CardList>
          {besidePager ? (
            <div className="cartera-paginacion">
              <Pager page={data} onChange={onPage} />
              {besidePager(data)}
            </div>
          ) : (
            <Pager page={data} onChange={onPage} />
          )}
        </>
      )}
    </>
  );
}
