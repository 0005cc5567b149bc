import { Card, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useTemplateQuery } from '../api.ts';
import { AccionesTemplate } from '../components/AccionesTemplate.tsx';
import { DatosTemplate } from '../components/DatosTemplate.tsx';
import '../cotizaciones.css';

/** /cotizacion/templates/{templateId} (spec 03 §2): the template's detail with edit and delete; back to the templates. */
export default function TemplatePage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().templateId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useTemplateQuery(invalido ? skipToken : id, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title="Detalle de plantilla" back="/cotizaciones/templates" backLabel="Regresar a Plantillas" />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && (
        <Card>
          <DatosTemplate template={data} />
          <AccionesTemplate template={data} onEliminado={() => navigate('/cotizaciones/templates', { replace: true })} />
        </Card>
      )}
    </div>
  );
}
