import { Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { hasRoute } from '../../../../web/src/plugins/registry.ts';
import { PageHeader } from '../../../../web/src/ui/PageHeader.tsx';
import { idDeRuta, useAvisoDeCarga } from '../../../../web/src/ui/useAvisoDeCarga.ts';
import { MENSAJES_POLIZAS } from '../../shared/polizas.ts';
import { nombreCompleto } from '../components/detalle/formato.ts';
import { accionesDeRecibo } from '../components/recibos/acciones.ts';
import { PagarReciboForm } from '../components/recibos/PagarReciboForm.tsx';
import { useReciboQuery } from '../polizas.api.ts';
import '../polizas.css';

/**
 * /recibos/{reciboId}/pagar 'Pagar Recibo' (spec 02 §2.5): back to collections (/cxc, spec 01 §2)
 * where that screen is installed, else to the receipt's policy (the only place paying starts today).
 */
export default function PagarReciboPage() {
  const navigate = useNavigate();
  const id = idDeRuta(useParams().reciboId);
  const invalido = id === null || Number.isNaN(id);
  const { data, error, isLoading } = useReciboQuery(id ?? 0, { skip: invalido, refetchOnMountOrArgChange: true });
  const noExiste = useAvisoDeCarga(error);
  if (invalido || noExiste) return <Navigate to="/404" replace />;

  const recibo = data?.id === id ? data : undefined;
  const regreso = hasRoute('/cxc') ? '/cxc' : recibo ? `/poliza/${recibo.polizaId}` : '/polizas';
  const pagable = recibo && accionesDeRecibo(recibo.status, recibo.poliza.status).includes('pagar');
  const volver = () => navigate(regreso);
  return (
    <div>
      <PageHeader title="Pagar Recibo" back={regreso} />
      {isLoading && <Spinner aria-label="Cargando" />}
      {recibo && !pagable && (
        <Callout intent={Intent.WARNING}>
          {recibo.status === 'pendiente' || recibo.status === 'vencido' ? MENSAJES_POLIZAS.polizaNoActiva : MENSAJES_POLIZAS.reciboNoPagable}
        </Callout>
      )}
      {recibo && pagable && (
        <Card className="cartera-form-card">
          <p>
            Póliza {recibo.poliza.noPoliza} · {nombreCompleto(recibo.poliza.cliente)}
          </p>
          <PagarReciboForm recibo={recibo} onListo={volver} onRegresar={volver} />
        </Card>
      )}
    </div>
  );
}
