import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { CrossIcon } from '@blueprintjs/icons';
import { Suggest } from '@blueprintjs/select';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useDebounced } from '../../../../web/src/ui/useDebounced.ts';
import type { VinculoDeTareaProps } from '../../../crm/shared/vinculos.ts';
import { MENSAJES_PROSPECTOS as M, MINIMO_BUSQUEDA_PROSPECTO } from '../../shared/mensajes.ts';
import { nombreProspecto } from '../../shared/prospectos.ts';
import { useProspectoQuery, useProspectosAutocompletarQuery } from '../api.ts';

interface Elegido {
  id: number;
  nombre: string;
}

const largo = (texto: string) => [...texto.trim()].length;

/**
 * A prospect: with `onChange` a search (more than 3 letters, 500 ms after the last one, 20 results:
 * spec 03 §5, §9), else a link to its page. The card form's prospect field, and crm's task form and
 * page (VINCULOS_DE_TAREA).
 */
export default function ProspectoVinculo({ id, onChange, inputId }: VinculoDeTareaProps) {
  const [texto, setTexto] = useState('');
  const buscado = useDebounced(texto.trim());
  const suficiente = largo(buscado) >= MINIMO_BUSQUEDA_PROSPECTO;
  const elegido = useProspectoQuery(id ?? skipToken);
  const { data, isFetching } = useProspectosAutocompletarQuery(suficiente && onChange ? buscado : skipToken);
  const nombre = elegido.data ? nombreProspecto(elegido.data) : `Prospecto ${id}`;
  if (!onChange) return id ? <Link to={`/prospectos/${id}`}>{elegido.isError ? M.noExiste : nombre}</Link> : null;

  const esperando = isFetching || buscado !== texto.trim();
  const aviso = largo(texto) < MINIMO_BUSQUEDA_PROSPECTO ? M.busquedaProspectoCorta : esperando ? M.cargando : M.sinResultados;
  const items: Elegido[] = suficiente && !esperando ? (data?.items ?? []).map((p) => ({ id: p.id, nombre: p.nombre })) : [];
  return (
    <Suggest<Elegido>
      items={items}
      query={texto}
      onQueryChange={setTexto}
      selectedItem={id && elegido.data ? { id, nombre } : null}
      onItemSelect={(item) => onChange(item.id)}
      itemsEqual="id"
      inputValueRenderer={(item) => item.nombre}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem key={item.id} ref={ref} text={item.nombre} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" />
      )}
      noResults={<MenuItem disabled text={aviso} roleStructure="listoption" />}
      inputProps={{
        id: inputId,
        name: 'prospectoId',
        placeholder: 'Buscar prospecto',
        rightElement: id ? <Button variant="minimal" icon={<CrossIcon />} aria-label="Quitar prospecto" onClick={() => (setTexto(''), onChange(null))} /> : undefined,
      }}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      fill
    />
  );
}
