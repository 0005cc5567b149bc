import { Card, H2, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useCotizacionQuery } from '../api.ts';
import { AccionesCotizacion } from '../components/AccionesCotizacion.tsx';
import { AvisoEmpresa } from '../components/AvisoEmpresa.tsx';
import { DatosCotizacion } from '../components/DatosCotizacion.tsx';
import '../cotizaciones.css';

/**
 * /cotizacion/{cotizacionId} (spec 03 §2): the quotation's detail with its sent/opened mark, the
 * company-profile warning, and its actions; back to /cotizaciones.
 */
export default function CotizacionPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().cotizacionId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useCotizacionQuery(invalido ? skipToken : id, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title="Detalle de cotización" back="/cotizaciones" backLabel="Regresar a Cotizaciones" />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && (
        <Card data-cotizacion={data.id}>
          <H2 className="cartera-form-section-title">Cotización {data.noCotizacion}</H2>
          <AvisoEmpresa cotizacion={data} />
          <DatosCotizacion cotizacion={data} />
          <AccionesCotizacion cotizacion={data} onEliminada={() => navigate('/cotizaciones', { replace: true })} />
        </Card>
      )}
    </div>
  );
}
