import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { MENSAJES_PROSPECTOS as M } from '../../shared/mensajes.ts';
import { useProspectoQuery } from '../api.ts';
import { ProspectoForm } from '../components/ProspectoForm.tsx';

/** /prospectos/ (new) and /prospectos/{prospectoId}/edit, 'Captura de Prospecto' (spec 03 §2). Only an activo prospect is edited. */
export default function ProspectoFormPage() {
  const id = idDeRuta(useParams().prospectoId);
  const invalido = Number.isNaN(id);
  const consulta = useProspectoQuery(id ?? 0, { skip: id === null || invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(consulta.error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  const inactivo = consulta.data !== undefined && consulta.data.status !== 'activo';
  return (
    <div className="cartera-page-narrow">
      <PageHeader title="Captura de Prospecto" back={id ? `/prospectos/${id}` : '/prospectos'} backLabel="Regresar" />
      {consulta.isLoading && <Spinner aria-label="Cargando" />}
      {inactivo && (
        <Callout intent={Intent.WARNING} role="alert">
          {M.noActivoNoSeEdita}
        </Callout>
      )}
      {!inactivo && (id === null || consulta.data) && <ProspectoForm key={id ?? 'nuevo'} prospecto={consulta.data ?? null} />}
    </div>
  );
}
