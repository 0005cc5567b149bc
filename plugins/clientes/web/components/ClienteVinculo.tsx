import { skipToken } from '@reduxjs/toolkit/query';
import { Link } from 'react-router-dom';
import { Autocompletar } from '../../../../web/src/ui/Autocompletar.tsx';
import type { VinculoDeTareaProps } from '../../../crm/shared/vinculos.ts';
import { MENSAJES_CLIENTES, MINIMO_BUSQUEDA, type ClienteFila } from '../../shared/clientes.ts';
import { useClienteQuery, useClientesAutocompletarQuery } from '../api.ts';
import { nombreCliente } from './nombreCliente.ts';

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
  const elegido = useClienteQuery(id ?? skipToken);
  if (!onChange) return id ? <ClienteEnlace id={id} /> : null;
  return (
    <Autocompletar<ClienteFila>
      id={inputId}
      name="clienteId"
      que="cliente"
      elegido={id && elegido.data ? { id, nombre: nombreCliente(elegido.data) } : null}
      onChange={(c) => onChange(c?.id ?? null)}
      useBuscar={useClientesAutocompletarQuery}
      aElegido={(c) => ({ id: c.id, nombre: c.nombre })}
      minimo={MINIMO_BUSQUEDA}
    />
  );
}
