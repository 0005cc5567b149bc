import { Card, Spinner } from '@blueprintjs/core';
import { skipToken } from '@reduxjs/toolkit/query';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { useSiniestroQuery } from '../api.ts';
import { SiniestroForm, type InicioDeSiniestro } from '../components/SiniestroForm.tsx';
import '../siniestros.css';

/** A positive id of the query string, or null. */
const idDeConsulta = (valor: string | null) => {
  const id = idDeRuta(valor ?? undefined);
  return id !== null && !Number.isNaN(id) ? id : null;
};

/**
 * /siniestros/ (new) and /siniestros/{siniestroId} (edit), spec 03 §2. Opened from a policy's detail
 * (/siniestros/?clienteId=5&polizaId=9) the new claim starts on that client and policy, and saving
 * goes back to the policy; otherwise saving shows the claim's detail.
 */
export default function SiniestroFormPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().siniestroId);
  const [consulta] = useSearchParams();
  const { data, error } = useSiniestroQuery(id && !Number.isNaN(id) ? id : skipToken, { refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (Number.isNaN(id) || noExiste) return <Navigate to="/404" replace />;
  const inicio: InicioDeSiniestro = { clienteId: idDeConsulta(consulta.get('clienteId')), polizaId: idDeConsulta(consulta.get('polizaId')) };
  const dePoliza = id === null && inicio.polizaId !== null ? `/poliza/${inicio.polizaId}` : null;
  const volver = id ? `/siniestro/${id}` : (dePoliza ?? '/siniestros');
  const alGuardar = (guardado: number) => navigate(dePoliza ?? `/siniestro/${guardado}`);
  return (
    <div>
      <PageHeader title={id ? 'Editar siniestro' : 'Nuevo siniestro'} back={volver} />
      <Card className="cartera-form-card">
        {id === null && <SiniestroForm inicio={inicio} onGuardado={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && data && <SiniestroForm key={data.id} siniestro={data} onGuardado={alGuardar} onCancelar={() => navigate(volver)} />}
        {id !== null && !data && !error && <Spinner aria-label="Cargando" />}
      </Card>
    </div>
  );
}
