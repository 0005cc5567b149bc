import { Callout, Intent, Spinner } from '@blueprintjs/core';
import type { ApiError } from '../api/envelopeBaseQuery.ts';

/** A query's spinner while it loads, and its failure as an alert: the server's reason unless `mensaje` says otherwise. */
export function EstadoDeCarga({ cargando, error, mensaje }: { cargando: boolean; error: unknown; mensaje?: string }) {
  return (
    <>
      {cargando && <Spinner aria-label="Cargando" />}
      {error ? (
        <Callout intent={Intent.DANGER} role="alert">
          {mensaje ?? (error as ApiError).message}
        </Callout>
      ) : null}
    </>
  );
}
