import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { SearchIcon, SortAscIcon, SortDescIcon } from '@blueprintjs/icons';
import { BUSCAR_POR, type CampoBusqueda } from '../consultas.ts';
import type { BusquedaLista } from './useBusquedaLista.ts';

/** 'Buscar por' Cliente, Numero de Poliza or Aseguradora, the text (Enter or the button) and the order toggle. */
export function BuscarPor({ busqueda }: { busqueda: BusquedaLista }) {
  const asc = busqueda.enviada.orden === 'asc';
  return (
    <form role="search" className="cobranza-busqueda" onSubmit={busqueda.buscar}>
      <label className="cobranza-buscar-por">
        Buscar por
        <HTMLSelect
          name="buscarPor"
          value={busqueda.campo}
          options={BUSCAR_POR.map((o) => ({ value: o.value, label: o.label }))}
          onChange={(e) => busqueda.setCampo(e.currentTarget.value as CampoBusqueda)}
        />
      </label>
      <InputGroup
        name="busqueda"
        className="cobranza-texto"
        aria-label="Texto a buscar"
        placeholder={`Buscar por ${BUSCAR_POR.find((o) => o.value === busqueda.campo)?.label}`}
        value={busqueda.texto}
        onValueChange={busqueda.setTexto}
      />
      <Button type="submit" icon={<SearchIcon />} text="Buscar" />
      <Button
        icon={asc ? <SortAscIcon /> : <SortDescIcon />}
        text={asc ? 'Ascendente' : 'Descendente'}
        title="Cambiar el orden por fecha de vencimiento"
        aria-label={asc ? 'Orden ascendente' : 'Orden descendente'}
        onClick={busqueda.alternarOrden}
      />
    </form>
  );
}
