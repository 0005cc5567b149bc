import { Callout, Intent, Spinner } from '@blueprintjs/core';
import type { ApiError } from '../../../../web/src/api/envelopeBaseQuery.ts';

/** A lent dialog's record while it loads, or the server's reason when it cannot (another agent's id is a 404). */
export function EstadoDeCarga({ isLoading, error }: { isLoading: boolean; error?: unknown }) {
  if (isLoading) return <Spinner aria-label="Cargando" />;
  if (!error) return null;
  return (
    <Callout intent={Intent.DANGER} role="alert">
      {(error as ApiError).message}
    </Callout>
  );
}
