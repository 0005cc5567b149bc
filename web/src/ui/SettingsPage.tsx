import { Callout, Intent, Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { ApiError } from '../api/envelopeBaseQuery.ts';
import { PageHeader } from './PageHeader.tsx';

interface SettingsPageProps<T> {
  title: string;
  /** The query that loads what the form edits. */
  result: { data?: T; error?: unknown; isLoading: boolean };
  children: (data: T) => ReactNode;
}

/**
 * A settings screen under /configuracion: header with the way back, a spinner while loading, the
 * server's message when loading fails, and the form once its data is there.
 */
export function SettingsPage<T>({ title, result, children }: SettingsPageProps<T>) {
  return (
    <div>
      <PageHeader title={title} back="/configuracion" backLabel="Regresar a Configuración" />
      {result.isLoading && <Spinner aria-label="Cargando" />}
      {result.error ? (
        <Callout intent={Intent.DANGER} role="alert">
          {(result.error as ApiError).message}
        </Callout>
      ) : null}
      {result.data !== undefined && children(result.data)}
    </div>
  );
}
