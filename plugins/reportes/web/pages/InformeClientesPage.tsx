import { Button, FormGroup } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { PluginDialog } from '../../../../web/src/plugins/PluginDialog.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { Autocompletar } from '../../../../web/src/ui/Autocompletar.tsx';
import { COLUMNAS_CLIENTES } from '../../shared/informes-columnas.ts';
import { MENSAJES_INFORMES } from '../../shared/informes-mensajes.ts';
import { MINIMO_BUSQUEDA_CONTRATANTE, TAMANO_INFORME, TAMANOS_INFORME, type Contratante } from '../../shared/informes.ts';
import { Exportar } from '../components/informes/Exportar.tsx';
import { Grilla } from '../components/informes/Grilla.tsx';
import { usePuedeDialogo } from '../components/informes/usePuedeDialogo.ts';
import { useContratantesInformeQuery, useInformeClientesQuery } from '../informes.api.ts';
import '../informes.css';

const F = MENSAJES_INFORMES.filtros;

/** The contratantes whose name holds the text: a short list, read as the autocomplete's page. */
function useContratantes(texto: string | typeof skipToken) {
  const { data, isFetching } = useContratantesInformeQuery(texto);
  return { data: data && { items: data }, isFetching };
}

/** /reportes/clientes, 'Reporte de clientes' (spec 02 §2.16): a 'Contratante' autocomplete, the grid and the client's detail. */
export default function InformeClientesPage() {
  const [elegido, setElegido] = useState<Contratante | null>(null);
  const [pagina, setPagina] = useState({ page: 1, size: TAMANO_INFORME });
  const [abierto, setAbierto] = useState<number | null>(null);
  const filtros = { id: elegido?.id };
  const { data } = useInformeClientesQuery({ ...filtros, ...pagina });
  const puedeDetalle = usePuedeDialogo('clientes.detalle');
  return (
    <div className="cartera-informe">
      <PageHeader title={MENSAJES_INFORMES.titulos.clientes} actions={<Exportar ruta="/reportes/clientes" parametros={filtros} />} />
      <FormGroup label={F.contratante} labelFor="informe-contratante" helperText={F.buscarContratante}>
        <Autocompletar<Contratante>
          id="informe-contratante"
          name="contratante"
          que="contratante"
          elegido={elegido}
          onChange={(c) => (setElegido(c), setPagina((p) => ({ ...p, page: 1 })))}
          useBuscar={useContratantes}
          aElegido={(c) => c}
          minimo={MINIMO_BUSQUEDA_CONTRATANTE}
        />
      </FormGroup>
      {elegido && <Button variant="minimal" text={F.todosLosClientes} onClick={() => (setElegido(null), setPagina((p) => ({ ...p, page: 1 })))} />}
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
