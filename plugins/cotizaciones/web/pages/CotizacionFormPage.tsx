import { Card, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useCotizacionQuery } from '../api.ts';
import { CotizacionForm } from '../components/CotizacionForm.tsx';
import '../cotizaciones.css';

/** /cotizaciones/ (new) and /cotizaciones/{cotizacionId} (edit), spec 03 §2: after saving, the quotation's detail. */
export default function CotizacionFormPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().cotizacionId);
  const { data, error } = useCotizacionQuery(id && !Number.isNaN(id) ? id : skipToken, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (Number.isNaN(id) || noExiste) return <Navigate to="/404" replace />;
  const volver = id ? `/cotizacion/${id}` : '/cotizaciones';
  const alGuardar = (guardada: number) => navigate(`/cotizacion/${guardada}`);
  return (
    <div>
      <PageHeader title={id ? 'Editar cotización' : 'Nueva cotización'} back={volver} />
      <Card className="cartera-form-card cotizaciones-form">
        {id === null && <CotizacionForm onGuardada={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && data && <CotizacionForm key={data.id} cotizacion={data} onGuardada={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && !data && !error && <Spinner aria-label="Cargando" />}
      </Card>
    </div>
  );
}
