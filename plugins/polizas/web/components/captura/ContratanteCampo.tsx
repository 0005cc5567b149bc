import { Button, FormGroup } from '@blueprintjs/core';
import { PlusIcon } from '@blueprintjs/icons';
import { useState, type ReactNode } from 'react';
import { PluginDialog } from '../../../../../web/src/plugins/PluginDialog.tsx';
import { Puede } from '../../../../../web/src/session/Puede.tsx';
import type { VendedorResumen } from '../../../../catalogos/shared/vendedores.ts';
import type { Cliente, ClienteFila } from '../../../../clientes/shared/clientes.ts';
import { useClientesParaFiltroQuery, useVendedoresParaFiltroQuery } from '../../polizas.api.ts';
import { nombreCompleto } from '../detalle/formato.ts';
import { Autocompletar } from '../../../../../web/src/ui/Autocompletar.tsx';
import type { PersonaElegida } from './borrador.ts';
import { OBLIGATORIO } from './CamposCaptura.tsx';

interface CampoPersonaProps {
  elegido: PersonaElegida | null;
  onElegir: (persona: PersonaElegida | null) => void;
}

const elegida = (p: { id: number; nombres: string; apPat: string | null; apMat: string | null }): PersonaElegida => ({ id: p.id, nombre: nombreCompleto(p) });

function Etiquetado({ id, label, requerido = false, children }: { id: string; label: string; requerido?: boolean; children: ReactNode }) {
  return (
    <FormGroup label={label} labelFor={id} labelInfo={requerido ? OBLIGATORIO : undefined}>
      <div className="cartera-buscador-con-boton">{children}</div>
    </FormGroup>
  );
}

/**
 * The contratante: a client searched by name (3 characters, 500 ms), or a new one captured in the
 * clients plugin's own form ('clientes.captura', docs/adr/014-web-contribuciones.md) and chosen once saved.
 */
export function ContratanteCampo({ elegido, onElegir }: CampoPersonaProps) {
  const [capturando, setCapturando] = useState(false);
  return (
    <Etiquetado id="captura-clienteId" label="Contratante" requerido>
      <Autocompletar<ClienteFila>
        id="captura-clienteId"
        name="clienteId"
        que="cliente"
        elegido={elegido}
        onChange={onElegir}
        useBuscar={useClientesParaFiltroQuery}
        aElegido={elegida}
      />
      <Puede permiso="CLIENTES_W">
        <Button icon={<PlusIcon />} aria-label="Nuevo cliente" title="Nuevo cliente" onClick={() => setCapturando(true)} />
      </Puede>
      <PluginDialog<Cliente>
        id="clientes.captura"
        isOpen={capturando}
        onClose={() => setCapturando(false)}
        onDone={(cliente) => {
          setCapturando(false);
          onElegir(elegida(cliente));
        }}
      />
    </Etiquetado>
  );
}

/** The seller (optional), searched by name like the contratante. */
export function VendedorCampo({ elegido, onElegir }: CampoPersonaProps) {
  return (
    <Etiquetado id="captura-vendedor" label="Vendedor">
      <Autocompletar<VendedorResumen>
        id="captura-vendedor"
        name="vendedor"
        que="vendedor"
        elegido={elegido}
        onChange={onElegir}
        useBuscar={useVendedoresParaFiltroQuery}
        aElegido={elegida}
      />
    </Etiquetado>
  );
}
