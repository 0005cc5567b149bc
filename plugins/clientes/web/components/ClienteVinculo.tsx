import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { Suggest } from '@blueprintjs/select';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDebounced } from '../../../../web/src/ui/useDebounced.ts';
import type { VinculoDeTareaProps } from '../../../crm/shared/vinculos.ts';
import { MENSAJES_CLIENTES, MINIMO_BUSQUEDA } from '../../shared/clientes.ts';
import { useClienteQuery, useClientesAutocompletarQuery } from '../api.ts';
import { ESPERA_BUSQUEDA_CLIENTES_MS } from './BuscadorClientes.tsx';
import { nombreCliente } from './nombreCliente.ts';

interface Elegido {
  id: number;
  nombre: string;
}

/** The client as a link to its page: how a task's page shows the client it belongs to. */
function ClienteEnlace({ id }: { id: number }) {
  const { data, isError } = useClienteQuery(id);
  if (isError) return <span>{MENSAJES_CLIENTES.noExiste}</span>;
  return <Link to={`/clientes/${id}`}>{data ? nombreCliente(data) : `Cliente ${id}`}</Link>;
}

/**
 * The client a task belongs to (issue 18), contributed to crm's task form and page
 * (VINCULOS_DE_TAREA): with `onChange` a client search (3 letters, as the clients list), else a link.
 */
export default function ClienteVinculo({ id, onChange, inputId }: VinculoDeTareaProps) {
  const [texto, setTexto] = useState('');
  const buscado = useDebounced(texto.trim(), ESPERA_BUSQUEDA_CLIENTES_MS);
  const suficiente = [...buscado].length >= MINIMO_BUSQUEDA;
  const elegido = useClienteQuery(id ?? skipToken);
  const { data, isFetching } = useClientesAutocompletarQuery(suficiente && onChange ? buscado : skipToken);
  if (!onChange) return id ? <ClienteEnlace id={id} /> : null;

  const esperando = isFetching || buscado !== texto.trim();
  const aviso = [...texto.trim()].length < MINIMO_BUSQUEDA ? MENSAJES_CLIENTES.busquedaCorta : esperando ? 'Cargando...' : 'Sin resultados';
  const actual: Elegido | null = id && elegido.data ? { id, nombre: nombreCliente(elegido.data) } : null;
  const items: Elegido[] = suficiente && !esperando ? (data?.items ?? []).map((c) => ({ id: c.id, nombre: c.nombre })) : [];

  return (
    <Suggest<Elegido>
      items={items}
      query={texto}
      onQueryChange={setTexto}
      selectedItem={actual}
      onItemSelect={(item) => onChange(item.id)}
      itemsEqual="id"
      inputValueRenderer={(item) => item.nombre}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem key={item.id} ref={ref} text={item.nombre} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" />
      )}
      noResults={<MenuItem disabled text={aviso} roleStructure="listoption" />}
      inputProps={{
        id: inputId,
        name: 'clienteId',
        placeholder: 'Buscar cliente',
        rightElement: id ? (
          <Button
            variant="minimal"
            icon={<CrossIcon />}
            aria-label="Quitar cliente"
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
