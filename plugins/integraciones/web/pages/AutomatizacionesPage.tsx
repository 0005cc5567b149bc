import { CardList, NonIdealState } from '@blueprintjs/core';
import { AutomaticUpdatesIcon, WarningSignIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Puede } from '../../../../web/src/session/Puede.tsx';
import { ButtonLink } from '../../../../web/src/ui/ButtonLink.tsx';
import { Fila } from '../../../../web/src/ui/Fila.tsx';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { ListStatus } from '../../../../web/src/ui/SearchList.tsx';
import { MENSAJES_AUTOMATIZACIONES as M } from '../../shared/mensajes.ts';
import { fechaSincronizacion, SincronizacionStatusTag } from '../components/SincronizacionStatus.tsx';
import { REVISION_EN_CURSO_MS, useLogsRpaQuery } from '../sincronizacion.api.ts';

/**
 * /automatizaciones (spec 02 §2.14): the agent's portal sync runs, newest first, with the insurer,
 * start and end, the run's state and message and the records it went through; each opens its detail.
 */
export default function AutomatizacionesPage() {
  const [enCurso, setEnCurso] = useState(false);
  const resultado = useLogsRpaQuery(undefined, { refetchOnMountOrArgChange: true, pollingInterval: enCurso ? REVISION_EN_CURSO_MS : 0 });
  const { data, error, isLoading, isFetching } = resultado;
  const hayEnCurso = data?.some((l) => l.status === 'en_curso') ?? false;
  if (hayEnCurso !== enCurso) setEnCurso(hayEnCurso);

  return (
    <div>
      <PageHeader title={M.titulo} />
      {data?.length === 0 ? (
        <NonIdealState
          icon={<AutomaticUpdatesIcon size={48} />}
          title={M.vacioTitulo}
          description={M.vacioTexto}
          action={
            <Puede permiso="CLAVES_R">
              <ButtonLink to="/configuracion/claves" intent="primary">
                {M.irAClaves}
              </ButtonLink>
            </Puede>
          }
        />
      ) : (
        <ListStatus result={{ data: data && { items: data }, error, isLoading }} icon={<WarningSignIcon size={48} />} />
      )}
      {data && data.length > 0 && (
        <CardList aria-label={M.lista} aria-busy={isFetching} className={isFetching ? 'cartera-loading' : undefined}>
          {data.map((log) => (
            <Fila key={log.id} className="cartera-fila" data-log={log.id}>
              <span className="cartera-fila-texto">
                <Link to={`/automatizaciones/${log.id}`}>
                  <strong>{log.aseguradora}</strong>
                </Link>
                <small>{M.clave(log.clave)}</small>
                <br />
                {M.inicio} {fechaSincronizacion(log.fechaInicio)}
                {log.fechaTermino && ` · ${M.termino} ${fechaSincronizacion(log.fechaTermino)}`} · {M.registros(log.totalRegistros)}
                {log.mensaje && (
                  <>
                    <br />
                    {log.mensaje}
                  </>
                )}
              </span>
              <SincronizacionStatusTag status={log.status} />
            </Fila>
          ))}
        </CardList>
      )}
    </div>
  );
}
