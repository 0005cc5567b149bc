import { Card, CardList, Spinner } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { Pager } from '../../../../web/src/ui/Pager.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { ListStatus } from '../../../../web/src/ui/SearchList.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { MENSAJES_AUTOMATIZACIONES as M } from '../../shared/mensajes.ts';
import { MAXIMO_TAMANO_PAGINA_DETALLE, TAMANO_PAGINA_DETALLE, type LogSincronizacion } from '../../shared/sincronizacion.ts';
import { AutomatizacionDetalle } from '../components/AutomatizacionDetalle.tsx';
import { fechaSincronizacion, SincronizacionStatusTag } from '../components/SincronizacionStatus.tsx';
import { REVISION_EN_CURSO_MS, useDetalleRpaQuery, useLogRpaQuery } from '../sincronizacion.api.ts';

/** A positive whole number of the query string, or the default when it is missing or not one. */
function entero(valor: string | null, porDefecto: number, maximo = Number.MAX_SAFE_INTEGER): number {
  return valor && /^\d+$/.test(valor) && Number(valor) >= 1 ? Math.min(Number(valor), maximo) : porDefecto;
}

/**
 * /automatizaciones/{logId}?page&size (spec 02 §2.14): the run's header and its policies, paged
 * (page 1 and size 20 by default) with the page kept in the address. Another agent's or an unknown
 * run is the not-found page.
 */
export default function AutomatizacionPage() {
  const id = idDeRuta(useParams().logId);
  const invalido = id === null || Number.isNaN(id);
  const [query, setQuery] = useSearchParams();
  const page = entero(query.get('page'), 1);
  const size = entero(query.get('size'), TAMANO_PAGINA_DETALLE, MAXIMO_TAMANO_PAGINA_DETALLE);
  const [enCurso, setEnCurso] = useState(false);
  const revision = { refetchOnMountOrArgChange: true, pollingInterval: enCurso ? REVISION_EN_CURSO_MS : 0 };
  const log = useLogRpaQuery(id ?? 0, { skip: invalido, ...revision });
  const detalle = useDetalleRpaQuery({ logId: id ?? 0, page, size }, { skip: invalido || !log.data, ...revision });
  if ((log.data?.status === 'en_curso') !== enCurso) setEnCurso(!enCurso);
  const noExiste = useAvisoDeCarga(log.error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  const { data, isFetching } = detalle;
  return (
    <div>
      <PageHeader title={M.tituloDetalle} back="/automatizaciones" backLabel={M.regresar} />
      {log.isLoading && <Spinner aria-label="Cargando" />}
      {log.data && <Encabezado log={log.data} />}
      {data && data.totalItems === 0 ? <p>{M.sinDetalle}</p> : <ListStatus result={detalle} icon={<WarningSignIcon size={48} />} />}
      {data && data.totalItems > 0 && (
        <>
          {data.items.length > 0 && (
            <CardList aria-label={M.listaDetalle} aria-busy={isFetching} className={isFetching ? 'cartera-loading' : undefined}>
              {data.items.map((d) => (
                <AutomatizacionDetalle key={d.id} detalle={d} />
              ))}
            </CardList>
          )}
          <Pager page={data} onChange={(p) => setQuery({ page: String(p), size: String(size) })} />
        </>
      )}
    </div>
  );
}

function Encabezado({ log }: { log: LogSincronizacion }) {
  return (
    <Card className="cartera-form-card" data-log={log.id}>
      <p>
        <strong>{log.aseguradora}</strong> · {M.clave(log.clave)} <SincronizacionStatusTag status={log.status} />
      </p>
      <p>
        {M.inicio} {fechaSincronizacion(log.fechaInicio)}
        {log.fechaTermino && ` · ${M.termino} ${fechaSincronizacion(log.fechaTermino)}`} · {M.registros(log.totalRegistros)}
      </p>
      {log.mensaje && <p>{log.mensaje}</p>}
    </Card>
  );
}
