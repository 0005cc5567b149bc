import { Button, InputGroup } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { useEffect, useState, type FormEvent } from 'react';
import { MENSAJES_CLIENTES, MINIMO_BUSQUEDA } from '../../shared/clientes.ts';
import type { FiltroClientes } from '../api.ts';
import { ESPERA_BUSQUEDA_MS } from '../../../../web/src/ui/useDebounced.ts';

const largo = (texto: string) => [...texto.trim()].length;

/**
 * The clients search (spec 02 §2.9, §5): it searches as the user types, once the text has settled;
 * one or two letters are not sent (the server refuses them) and the box says why, so the list
 * shows every client until the third letter.
 */
export function useBusquedaClientes() {
  const [texto, setTexto] = useState('');
  const [buscado, setBuscado] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const limpio = texto.trim();
    if (limpio === buscado) return;
    const espera = setTimeout(() => {
      setBuscado(limpio);
      setPage(1);
    }, ESPERA_BUSQUEDA_MS);
    return () => clearTimeout(espera);
  }, [texto, buscado]);

  const corta = (t: string) => largo(t) > 0 && largo(t) < MINIMO_BUSQUEDA;
  const filtro: FiltroClientes = { nombre: corta(buscado) ? '' : buscado, page };
  return {
    texto,
    setTexto,
    filtro,
    setPage,
    /** What the box says under the text: how many letters a search needs. */
    aviso: corta(texto) ? MENSAJES_CLIENTES.busquedaCorta : null,
    /** Enter or the search button: no wait. */
    buscar(event?: FormEvent) {
      event?.preventDefault();
      setBuscado(texto.trim());
      setPage(1);
    },
  };
}

interface BuscadorClientesProps {
  busqueda: ReturnType<typeof useBusquedaClientes>;
  label: string;
  placeholder: string;
}

/** The search box of /clientes with its hint; the hint is announced as it appears. */
export function BuscadorClientes({ busqueda, label, placeholder }: BuscadorClientesProps) {
  return (
    <form role="search" onSubmit={busqueda.buscar} className="cartera-busqueda">
      <InputGroup
        name="busqueda"
        aria-label={label}
        aria-describedby="clientes-busqueda-aviso"
        placeholder={placeholder}
        value={busqueda.texto}
        onValueChange={busqueda.setTexto}
        rightElement={<Button type="submit" variant="minimal" icon={<SearchIcon />} aria-label="Buscar" />}
      />
      <div id="clientes-busqueda-aviso" role="status" className="cartera-cliente-busqueda-aviso">
        {busqueda.aviso}
      </div>
    </form>
  );
}
