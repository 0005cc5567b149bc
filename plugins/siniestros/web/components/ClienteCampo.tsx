import { FormGroup, Intent, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { aportesA } from '../../../../web/src/plugins/registry.ts';
import { VINCULOS_DE_TAREA } from '../../../crm/shared/vinculos.ts';

/**
 * The claim's client: the client search the clients plugin lends for choosing a client record (its
 * entry of crm's VINCULOS_DE_TAREA: 3 letters, 'Cargando...', 'Sin resultados'), so this plugin
 * neither imports nor copies it.
 */
const buscador = aportesA(VINCULOS_DE_TAREA).find((v) => v.entidad === 'clientes');
const Buscador = buscador ? lazy(buscador.load) : null;

interface ClienteCampoProps {
  id: string;
  clienteId: number | null;
  onChange: (clienteId: number | null) => void;
  error?: string;
}

export function ClienteCampo({ id, clienteId, onChange, error }: ClienteCampoProps) {
  return (
    <FormGroup label="Cliente" labelFor={id} intent={error ? Intent.DANGER : Intent.NONE} helperText={error && <span id={`${id}-help`}>{error}</span>}>
      {Buscador && (
        <Suspense fallback={<Spinner aria-label="Cargando" size={20} />}>
          <Buscador id={clienteId} onChange={onChange} inputId={id} />
        </Suspense>
      )}
    </FormGroup>
  );
}
