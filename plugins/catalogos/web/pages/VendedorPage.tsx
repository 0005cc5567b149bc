import { Card, Spinner } from '@blueprintjs/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { useVendedorQuery } from '../api.ts';
import { nombreVendedor } from '../components/nombreVendedor.ts';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { VendedorDetalle } from '../components/VendedorDetalle.tsx';
import '../catalogos.css';

/** /vendedores/{vendedorId} (spec 03 §2): one seller's detail, as the list's modal shows it. */
export default function VendedorPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().vendedorId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useVendedorQuery(id ?? 0, { skip: invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader title={data ? nombreVendedor(data) : 'Vendedor'} back="/vendedores" backLabel="Regresar a Vendedores" />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && (
        <Card className="cartera-form-card">
          <VendedorDetalle vendedor={data} onEliminado={() => navigate('/vendedores')} />
        </Card>
      )}
    </div>
  );
}
