import { Card, H2, Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { aportesA } from '../../../../web/src/plugins/registry.ts';
import { usePuede } from '../../../../web/src/session/Puede.tsx';
import { PANELES_DE_REGISTRO } from '../../../crm/shared/paneles.ts';
import { DUENO_CLIENTE } from '../duenoCliente.ts';

/**
 * The client 360 (issue 18): the panels the installed plugins contribute for a client's page —
 * polizas its policies and receipts, crm its open tasks, latest log entries and attachments — in
 * their order. Each plugin shows its own data; this page names none of them.
 */
const PANELES = aportesA(PANELES_DE_REGISTRO)
  .filter((p) => !p.entidades || p.entidades.includes(DUENO_CLIENTE.entidad))
  .sort((a, b) => a.orden - b.orden)
  .map((p) => ({ ...p, Contenido: lazy(p.load) }));

function Panel({ panel, clienteId }: { panel: (typeof PANELES)[number]; clienteId: number }) {
  // Only for a user who may read the panel's data: the server refuses the rest anyway.
  const puede = usePuede(panel.permiso);
  if (!puede) return null;
  const { Contenido } = panel;
  const titulo = `panel-${panel.id.replace(/\W/g, '-')}`;
  return (
    <Card className="cartera-form-card cartera-cliente-panel" data-panel={panel.id}>
      <section aria-labelledby={titulo}>
        <H2 id={titulo} className="cartera-form-section-title">
          {panel.titulo}
        </H2>
        <Suspense fallback={<Spinner aria-label="Cargando" />}>
          <Contenido dueno={DUENO_CLIENTE} id={clienteId} />
        </Suspense>
      </section>
    </Card>
  );
}

export function PanelesDelCliente({ clienteId }: { clienteId: number }) {
  return (
    <>
      {PANELES.map((panel) => (
        <Panel key={panel.id} panel={panel} clienteId={clienteId} />
      ))}
    </>
  );
}
