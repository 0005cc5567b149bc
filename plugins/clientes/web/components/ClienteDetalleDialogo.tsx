import { Callout, Intent, Spinner } from '@blueprintjs/core';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';
import type { WebDialogProps } from '../../../../web/src/plugins/contract.ts';
import { useClienteQuery } from '../api.ts';
import { ClienteDetalle } from './ClienteDetalle.tsx';
import '../clientes.css';

/** The dialog 'clientes.detalle': the detail of the client its caller names in `params` (`{id}`); it hands nothing back. */
export default function ClienteDetalleDialogo({ params }: WebDialogProps) {
  const { id } = (params ?? {}) as { id?: unknown };
  const valido = typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
  const { data, error, isLoading } = useClienteQuery(valido ? id : 0, { skip: !valido, refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner aria-label="Cargando" />;
  if (error)
    return (
      <Callout intent={Intent.DANGER} role="alert">
        {(error as ApiError).message}
      </Callout>
    );
  return data && data.id === id ? <ClienteDetalle cliente={data} /> : null;
}
