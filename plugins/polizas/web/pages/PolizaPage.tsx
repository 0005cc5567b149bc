import { Spinner } from '@blueprintjs/core';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { EditarPoliza } from '../components/detalle/BarraPoliza.tsx';
import { PolizaDetalle } from '../components/detalle/PolizaDetalle.tsx';
import { usePolizaDeRuta } from '../components/detalle/usePolizaDeRuta.ts';
import '../polizas.css';

/** /poliza/{polizaId} 'Detalle de Póliza' (spec 02 §2.2): the detail in tabs, back to /polizas, the edit link. */
export default function PolizaPage() {
  const navigate = useNavigate();
  const { id, poliza, isLoading, noExiste } = usePolizaDeRuta();
  if (noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title="Detalle de Póliza" back="/polizas" backLabel="Regresar a Pólizas" actions={<EditarPoliza id={id} />} />
      {isLoading && <Spinner aria-label="Cargando" />}
      {poliza && <PolizaDetalle poliza={poliza} enPagina onEliminada={() => navigate('/polizas')} />}
    </div>
  );
}
