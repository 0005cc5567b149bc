import { Callout, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import type { ApiError } from '../../../../../web/src/api/envelopeBaseQuery.ts';
import { PluginDialog } from '../../../../../web/src/plugins/PluginDialog.tsx';
import { PageHeader } from '../../../../../web/src/ui/PageHeader.tsx';
import type { Opcion } from '../../../../catalogos/shared/catalogos.ts';
import type { ColumnaInforme } from '../../../shared/informes-columnas.ts';
import { TAMANO_INFORME, TAMANOS_INFORME, type PaginaInforme } from '../../../shared/informes.ts';
import type { Parametros } from '../../informes.api.ts';
import { Exportar } from './Exportar.tsx';
import { Filtros, type RevisarFechas } from './Filtros.tsx';
import { Grilla } from './Grilla.tsx';
import { PestanasGrupos } from './PestanasGrupos.tsx';
import { usePuedeDialogo } from './usePuedeDialogo.ts';
import '../../informes.css';

interface Consulta<F> {
  data?: PaginaInforme<F>;
  error?: unknown;
  isFetching: boolean;
}

interface InformeAgrupadoProps<F> {
  titulo: string;
  ruta: string;
  desde: string;
  hasta: string;
  inicial: Parametros;
  estados: readonly Opcion[];
  conAseguradora?: boolean;
  revisar?: RevisarFechas;
  columnas: readonly ColumnaInforme<F>[];
  usarConsulta: (p: Parametros) => Consulta<F>;
  /** What the detail dialog 'polizas.detalle' receives for a row. */
  detalle: (fila: F) => { id: number; reciboId?: number };
}

/** The policy and receipt reports (spec 02 §2.16): filters, the three tabs of pies, the grid with its exports and the policy detail. */
export function InformeAgrupado<F>({ titulo, ruta, desde, hasta, inicial, estados, conAseguradora, revisar, columnas, usarConsulta, detalle }: InformeAgrupadoProps<F>) {
  const [filtros, setFiltros] = useState<Parametros>(inicial);
  const [pagina, setPagina] = useState({ page: 1, size: TAMANO_INFORME });
  const [abierta, setAbierta] = useState<{ id: number; reciboId?: number } | null>(null);
  const { data, error, isFetching } = usarConsulta({ ...filtros, ...pagina });
  const puedeDetalle = usePuedeDialogo('polizas.detalle');
  return (
    <div className="cartera-informe">
      <PageHeader title={titulo} actions={<Exportar ruta={ruta} parametros={filtros} />} />
      <Filtros
        desde={desde}
        hasta={hasta}
        estados={estados}
        conAseguradora={conAseguradora}
        revisar={revisar}
        valores={filtros}
        onAplicar={(f) => (setFiltros(f), setPagina((p) => ({ ...p, page: 1 })))}
      />
      {error ? <Callout intent="danger">{(error as ApiError).message}</Callout> : null}
      {!data && isFetching && <Spinner aria-label="Cargando" />}
      {data && (
        <>
          <PestanasGrupos grupos={data.grupos} />
          <Grilla
            columnas={columnas}
            pagina={data}
            onPagina={(page) => setPagina((p) => ({ ...p, page }))}
            tamanos={TAMANOS_INFORME}
            onTamano={(size) => setPagina({ page: 1, size })}
            onDetalle={puedeDetalle ? (fila) => setAbierta(detalle(fila)) : undefined}
          />
        </>
      )}
      <PluginDialog id="polizas.detalle" isOpen={abierta !== null} params={abierta ?? undefined} onClose={() => setAbierta(null)} onDone={() => setAbierta(null)} />
    </div>
  );
}
