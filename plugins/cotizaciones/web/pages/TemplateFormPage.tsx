import { Card, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useTemplateQuery } from '../api.ts';
import { TemplateForm } from '../components/TemplateForm.tsx';
import '../cotizaciones.css';

/** /cotizaciones/templates/ (new) and /cotizaciones/templates/{id} (edit), spec 03 §2: after saving, the template's detail. */
export default function TemplateFormPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().templateId);
  const { data, error } = useTemplateQuery(id && !Number.isNaN(id) ? id : skipToken, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (Number.isNaN(id) || noExiste) return <Navigate to="/404" replace />;
  const volver = id ? `/cotizacion/templates/${id}` : '/cotizaciones/templates';
  const alGuardar = (guardado: number) => navigate(`/cotizacion/templates/${guardado}`);
  return (
    <div>
      <PageHeader title={id ? 'Editar plantilla' : 'Nueva plantilla'} back={volver} />
      <Card className="cartera-form-card cotizaciones-form">
        {id === null && <TemplateForm onGuardado={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && data && <TemplateForm key={data.id} template={data} onGuardado={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && !data && !error && <Spinner aria-label="Cargando" />}
      </Card>
    </div>
  );
}
