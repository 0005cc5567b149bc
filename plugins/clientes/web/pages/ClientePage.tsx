import { Card, Spinner } from '@blueprintjs/core';
import { Navigate, useParams } from 'react-router-dom';
import { AccionesAportadas } from '../../../../web/src/plugins/AccionesAportadas.tsx';
import { ACCIONES_DE_DUENO } from '../../../crm/shared/acciones.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useClienteQuery } from '../api.ts';
import { ClienteDetalle } from '../components/ClienteDetalle.tsx';
import { PanelesDelCliente } from '../components/PanelesDelCliente.tsx';
import '../clientes.css';

/**
 * /clientes/{clienteId}, 'Detalle de Cliente' (spec 02 §2.9) as a client 360 (issue 18): the data,
 * then the panels other plugins contribute. Another agent's or an unknown id is the not-found page.
 */
export default function ClientePage() {
  const id = idDeRuta(useParams().clienteId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useClienteQuery(id ?? 0, { skip: invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  return (
    <div>
      <PageHeader
        title="Detalle de Cliente"
        back="/clientes"
        backLabel="Regresar a Clientes"
        actions={data && <AccionesAportadas punto={ACCIONES_DE_DUENO} props={{ dueno: { entidad: 'clientes', id: data.id } }} incluir={(a) => a.entidades.includes('clientes')} />}
      />
      {isLoading && <Spinner aria-label="Cargando" />}
      {data && (
        <>
          <Card className="cartera-form-card">
            <ClienteDetalle cliente={data} />
          </Card>
          <PanelesDelCliente clienteId={data.id} />
        </>
      )}
    </div>
  );
}
