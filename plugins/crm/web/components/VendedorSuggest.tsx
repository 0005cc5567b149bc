import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { Suggest } from '@blueprintjs/select';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { VendedorResumen } from '../../../catalogos/shared/vendedores.ts';
import { useVendedoresAutocompleteQuery } from '../api.ts';
import { nombreDeVendedor } from './nombreDeVendedor.ts';
import { useDebounced } from '../../../../web/src/ui/useDebounced.ts';

/** Autocompletes start after 3 characters (spec 03 §9). */
const MINIMO = 3;

interface VendedorSuggestProps {
  id: string;
  vendedor: VendedorResumen | null;
  onChange: (vendedor: VendedorResumen | null) => void;
}

/**
 * The seller autocomplete (spec 03 §9): searches the full name once 3 characters are typed, 500 ms
 * after the last one, 20 at a time; 'Cargando...' while it asks, 'Sin resultados' when none match.
 */
export function VendedorSuggest({ id, vendedor, onChange }: VendedorSuggestProps) {
  const [texto, setTexto] = useState('');
  const buscado = useDebounced(texto.trim());
  const suficiente = [...buscado].length >= MINIMO;
  const { data, isFetching } = useVendedoresAutocompleteQuery(suficiente ? buscado : skipToken);
  const esperando = isFetching || buscado !== texto.trim();
  const aviso = [...texto.trim()].length < MINIMO ? `Escribe al menos ${MINIMO} letras` : esperando ? 'Cargando...' : 'Sin resultados';

  return (
    <Suggest<VendedorResumen>
      items={suficiente && !esperando ? (data?.items ?? []) : []}
      query={texto}
      onQueryChange={setTexto}
      selectedItem={vendedor}
      onItemSelect={onChange}
      itemsEqual="id"
      inputValueRenderer={nombreDeVendedor}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem key={item.id} ref={ref} text={nombreDeVendedor(item)} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" />
      )}
      noResults={<MenuItem disabled text={aviso} roleStructure="listoption" />}
      inputProps={{
        id,
        name: 'vendedor',
        placeholder: 'Buscar vendedor',
        rightElement: vendedor ? (
          <Button
            variant="minimal"
            icon={<CrossIcon />}
            aria-label="Quitar vendedor"
            onClick={() => {
              setTexto('');
              onChange(null);
            }}
          />
        ) : undefined,
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
    />
  );
}
