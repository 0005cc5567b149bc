import { Callout, Intent, Spinner } from '@blueprintjs/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { MENSAJES_CLIENTES } from '../../shared/clientes.ts';
import { useClienteQuery } from '../api.ts';
import { ClienteForm } from '../components/ClienteForm.tsx';
import '../clientes.css';

/** /clientes/ (new) and /clientes/{clienteId}/edit, 'Captura de Cliente' (spec 02 §2.9). Only an activo client is edited. */
export default function ClienteFormPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().clienteId);
  const invalido = Number.isNaN(id);
  const consulta = useClienteQuery(id ?? 0, { skip: id === null || invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(consulta.error);

  if (invalido || noExiste) return <Navigate to="/404" replace />;
  const inactivo = consulta.data !== undefined && consulta.data.status !== 'activo';
  const volver = id ? `/clientes/${id}` : '/clientes';
  return (
    <div>
      <PageHeader title="Captura de Cliente" back={volver} backLabel="Regresar" />
      {consulta.isLoading && <Spinner aria-label="Cargando" />}
      {inactivo && (
        <Callout intent={Intent.WARNING} role="alert">
          {MENSAJES_CLIENTES.noActivoNoSeEdita}
        </Callout>
      )}
      {!inactivo && (id === null || consulta.data) && (
        <ClienteForm key={id ?? 'nuevo'} cliente={consulta.data ?? null} onGuardado={(guardado) => navigate(`/clientes/${guardado}`)} onCancelar={() => navigate(volver)} />
      )}
    </div>
  );
}
