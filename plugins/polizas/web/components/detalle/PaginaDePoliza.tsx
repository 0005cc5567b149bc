import { Callout, Card, Intent, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../../../web/src/ui/PageHeader.tsx';
import type { Poliza } from '../../../shared/polizas.ts';
import { usePolizaDeRuta } from './usePolizaDeRuta.ts';

interface PaginaDePolizaProps {
  titulo: (poliza: Poliza | undefined) => string;
  /** Whether the policy's status allows the change; otherwise `noDisponible` is shown. */
  disponible: (poliza: Poliza) => boolean;
  noDisponible: string;
  /** The form, with the way back to the policy's detail once done or abandoned. */
  children: (poliza: Poliza, volver: () => void) => ReactNode;
}

/** A page that changes the policy of its :polizaId (close, reactivate), back to /poliza/{id}. */
export function PaginaDePoliza({ titulo, disponible, noDisponible, children }: PaginaDePolizaProps) {
  const navigate = useNavigate();
  const { id, poliza, isLoading, noExiste } = usePolizaDeRuta();
  if (noExiste) return <Navigate to="/404" replace />;
  const volver = () => navigate(`/poliza/${id}`);
  return (
    <div>
      <PageHeader title={titulo(poliza)} back={`/poliza/${id}`} backLabel="Regresar a la póliza" />
      {isLoading && <Spinner aria-label="Cargando" />}
      {poliza && !disponible(poliza) && <Callout intent={Intent.WARNING}>{noDisponible}</Callout>}
      {poliza && disponible(poliza) && <Card className="cartera-form-card">{children(poliza, volver)}</Card>}
    </div>
  );
}
