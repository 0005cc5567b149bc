import { Card, Spinner } from '@blueprintjs/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { AccionesAportadas } from '../../../../web/src/plugins/AccionesAportadas.tsx';
import { ACCIONES_DE_DUENO } from '../../../crm/shared/acciones.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useProspectoQuery } from '../api.ts';
import { ProspectoDetalle } from '../components/ProspectoDetalle.tsx';
import '../prospeccion.css';

/** /prospectos/{prospectoId} (spec 03 §2): the detail, as the list's dialog shows it. */
export default function ProspectoPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().prospectoId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useProspectoQuery(id ?? 0, { skip: invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div className="cartera-page-narrow">
      <PageHeader
        title="Detalle de Prospecto"
        back="/prospectos"
        backLabel="Regresar a Prospectos"
        actions={
          data && <AccionesAportadas punto={ACCIONES_DE_DUENO} props={{ dueno: { entidad: 'prospectos', id: data.id } }} incluir={(a) => a.entidades.includes('prospectos')} />
        }
      />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && (
        <Card className="cartera-form-card">
          <ProspectoDetalle prospecto={data} onEliminado={() => navigate('/prospectos')} />
        </Card>
      )}
    </div>
  );
}
