import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { Suggest } from '@blueprintjs/select';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { ListPage } from '../../../core/shared/envelope.ts';
import { MENSAJES_AUTOCOMPLETAR } from './mensajes.ts';
import { useDebounced } from './useDebounced.ts';

/** A record chosen in an autocomplete. */
export interface Elegido {
  id: number;
  nombre: string;
}

interface AutocompletarProps<T> {
  id?: string;
  name: string;
  /** What it looks for, for the placeholder and the clear button: 'cliente', 'vendedor'. */
  que: string;
  elegido: Elegido | null;
  onChange: (elegido: Elegido | null) => void;
  /** The RTK Query hook that searches (a page of 20, or a short list). */
  useBuscar: (texto: string | typeof skipToken) => { data?: Pick<ListPage<T>, 'items'>; isFetching: boolean };
  aElegido: (item: T) => Elegido;
  /** Characters before it searches: 3 (spec 02 §5), 4 for prospects (spec 03 §9). */
  minimo?: number;
  /** Wait after the last keystroke (500 ms unless the list it belongs to waits otherwise). */
  esperaMs?: number;
}

const largo = (texto: string) => [...texto.trim()].length;

/**
 * A search for one record (a client, seller or prospect): it asks once `minimo` characters are
 * typed, `esperaMs` after the last one; 'Cargando...' while it asks, 'Sin resultados' when nothing
 * matches. The policy filters, the contratante, and the record a task or card belongs to.
 */
export function Autocompletar<T>({ id, name, que, elegido, onChange, useBuscar, aElegido, minimo = 3, esperaMs }: AutocompletarProps<T>) {
  const [texto, setTexto] = useState('');
  // A choice cleared from outside ('Ver todos los clientes', a form reset) also clears what was typed.
  const [elegidoAntes, setElegidoAntes] = useState(elegido?.id ?? null);
  if ((elegido?.id ?? null) !== elegidoAntes) {
    setElegidoAntes(elegido?.id ?? null);
    if (!elegido) setTexto('');
  }
  const buscado = useDebounced(texto.trim(), esperaMs);
  const suficiente = largo(buscado) >= minimo;
  const { data, isFetching } = useBuscar(suficiente ? buscado : skipToken);
  const esperando = isFetching || buscado !== texto.trim();
  const aviso = largo(texto) < minimo ? MENSAJES_AUTOCOMPLETAR.corta(minimo) : esperando ? MENSAJES_AUTOCOMPLETAR.cargando : MENSAJES_AUTOCOMPLETAR.sinResultados;

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
