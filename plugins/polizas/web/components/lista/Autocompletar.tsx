import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { Suggest } from '@blueprintjs/select';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { ListPage } from '../../../../../core/shared/envelope.ts';
import { useDebounced } from '../../../../../web/src/ui/useDebounced.ts';
import type { Elegido } from './useFiltroPolizas.ts';

/** Autocompletes start at 3 characters (spec 02 §5 'Filters and searches'). */
const MINIMO = 3;

interface AutocompletarProps<T> {
  id: string;
  name: string;
  /** What it looks for, for the placeholder and the clear button: 'cliente', 'vendedor'. */
  que: string;
  elegido: Elegido | null;
  onChange: (elegido: Elegido | null) => void;
  /** The RTK Query hook that searches (20 at a time). */
  useBuscar: (texto: string | typeof skipToken) => { data?: ListPage<T>; isFetching: boolean };
  aElegido: (item: T) => Elegido;
}

/**
 * A client or seller filter: searches once 3 characters are typed, 500 ms after the last one;
 * 'Cargando...' while it asks, 'Sin resultados' when nothing matches.
 */
export function Autocompletar<T>({ id, name, que, elegido, onChange, useBuscar, aElegido }: AutocompletarProps<T>) {
  const [texto, setTexto] = useState('');
  const buscado = useDebounced(texto.trim());
  const suficiente = [...buscado].length >= MINIMO;
  const { data, isFetching } = useBuscar(suficiente ? buscado : skipToken);
  const esperando = isFetching || buscado !== texto.trim();
  const aviso = [...texto.trim()].length < MINIMO ? `Escribe al menos ${MINIMO} letras` : esperando ? 'Cargando...' : 'Sin resultados';

  return (
    <Suggest<Elegido>
      items={suficiente && !esperando ? (data?.items ?? []).map(aElegido) : []}
      query={texto}
      onQueryChange={setTexto}
      selectedItem={elegido}
      onItemSelect={onChange}
      itemsEqual="id"
      inputValueRenderer={(item) => item.nombre}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem key={item.id} ref={ref} text={item.nombre} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" />
      )}
      noResults={<MenuItem disabled text={aviso} roleStructure="listoption" />}
      inputProps={{
        id,
        name,
        placeholder: `Buscar ${que}`,
        rightElement: elegido ? (
          <Button
            variant="minimal"
            icon={<CrossIcon />}
            aria-label={`Quitar ${que}`}
            onClick={() => {
              setTexto('');
              onChange(null);
            }}
          />
        ) : undefined,
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      fill
    />
  );
}
