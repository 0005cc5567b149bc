import { Button, FormGroup, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';
import { useState } from 'react';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { useDebounced } from '../../../../web/src/ui/useDebounced.ts';
import { COLUMNAS_CLIENTES } from '../../shared/informes-columnas.ts';
import { MENSAJES_INFORMES } from '../../shared/informes-mensajes.ts';
import { MINIMO_BUSQUEDA_CONTRATANTE, TAMANO_INFORME, TAMANOS_INFORME, type Contratante } from '../../shared/informes.ts';
import { Exportar } from '../components/informes/Exportar.tsx';
import { Grilla } from '../components/informes/Grilla.tsx';
import { usePuedeDialogo } from '../components/informes/usePuedeDialogo.ts';
import { useContratantesInformeQuery, useInformeClientesQuery } from '../informes.api.ts';
import '../informes.css';

const F = MENSAJES_INFORMES.filtros;

/** /reportes/clientes, 'Reporte de clientes' (spec 02 §2.16): a 'Contratante' autocomplete, the grid and the client's detail. */
export default function InformeClientesPage() {
  const [texto, setTexto] = useState('');
  const [elegido, setElegido] = useState<Contratante | null>(null);
  const [pagina, setPagina] = useState({ page: 1, size: TAMANO_INFORME });
  const [abierto, setAbierto] = useState<number | null>(null);
  const buscado = useDebounced(texto.trim(), 500);
  const { data: opciones = [] } = useContratantesInformeQuery(buscado, { skip: buscado.length < MINIMO_BUSQUEDA_CONTRATANTE });
  const filtros = { id: elegido?.id };
  const { data } = useInformeClientesQuery({ ...filtros, ...pagina });
  const puedeDetalle = usePuedeDialogo('clientes.detalle');
  return (
    <div className="cartera-informe">
      <PageHeader title={MENSAJES_INFORMES.titulos.clientes} actions={<Exportar ruta="/reportes/clientes" parametros={filtros} />} />
      <FormGroup label={F.contratante} labelFor="informe-contratante" helperText={F.buscarContratante}>
        <Suggest<Contratante>
          inputProps={{ id: 'informe-contratante', placeholder: F.contratante }}
          items={buscado.length < MINIMO_BUSQUEDA_CONTRATANTE ? [] : opciones}
          query={texto}
          onQueryChange={setTexto}
          selectedItem={elegido}
          inputValueRenderer={(c) => c.nombre}
          itemRenderer={(c, { handleClick, modifiers }) => <MenuItem key={c.id} text={c.nombre} active={modifiers.active} onClick={handleClick} roleStructure="listoption" />}
          onItemSelect={(c) => (setElegido(c), setPagina((p) => ({ ...p, page: 1 })))}
          noResults={<MenuItem disabled text={MENSAJES_INFORMES.sinResultados} roleStructure="listoption" />}
          resetOnClose={false}
          closeOnSelect
          fill
          popoverProps={{ minimal: true, matchTargetWidth: true }}
        />
      </FormGroup>
      {elegido && <Button variant="minimal" text={F.todosLosClientes} onClick={() => (setElegido(null), setTexto(''))} />}
      {data && (
        <Grilla
          columnas={COLUMNAS_CLIENTES}
          pagina={data}
          onPagina={(page) => setPagina((p) => ({ ...p, page }))}
          tamanos={TAMANOS_INFORME}
          onTamano={(size) => setPagina({ page: 1, size })}
          onDetalle={puedeDetalle ? (fila) => setAbierto(fila.id) : undefined}
        />
      )}
      <PluginDialog id="clientes.detalle" isOpen={abierto !== null} params={{ id: abierto }} onClose={() => setAbierto(null)} onDone={() => setAbierto(null)} />
    </div>
  );
}
