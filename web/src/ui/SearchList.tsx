import { Button, Callout, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useState, type FormEvent, type ReactElement } from 'react';
import type { ApiError } from '../api/envelopeBaseQuery.ts';

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
}

/** Loading, the server's message when the list fails, and 'Sin resultados' when it is empty. */
export function ListStatus({ result, icon }: ListStatusProps) {
  return (
    <>
      {result.isLoading && <Spinner aria-label="Cargando" />}
      {result.error ? (
        <Callout intent={Intent.DANGER} role="alert">
          {(result.error as ApiError).message}
        </Callout>
      ) : null}
      {result.data && result.data.items.length === 0 && <NonIdealState icon={icon} title="Sin resultados" />}
    </>
  );
}
