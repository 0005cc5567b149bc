import { Button, Drawer } from '@blueprintjs/core';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { WebPanel } from '../plugins/contract.ts';
import { webPanels } from '../plugins/registry.ts';
import { PageSpinner } from '../router/PageSpinner.tsx';
import { allows, useSessionAbility } from '../session/hooks.ts';

const panelPages = new Map(webPanels.map((panel) => [panel.id, lazy(panel.load)]));

/**
 * One top-bar button per plugin panel the user may open (the task panel needs TAREAS_R). With no
 * plugin providing a panel, nothing shows.
 */
export function PanelButtons() {
  const ability = useSessionAbility();
  const panels = useMemo(() => webPanels.filter((panel) => allows(ability, panel.permiso)), [ability]);
  const [openId, setOpenId] = useState<string | null>(null);
  const open: WebPanel | undefined = panels.find((panel) => panel.id === openId);
  // A lookup, not a creation: the panels' lazy components are made once, when the plugins load.
  const Content = open ? panelPages.get(open.id) : undefined;
  const close = () => setOpenId(null);

  return (
    <>
      {panels.map((panel) => (
        <Button key={panel.id} variant="minimal" icon={panel.icon} aria-label={panel.label} title={panel.label} onClick={() => setOpenId(panel.id)} />
      ))}
      <Drawer isOpen={open !== undefined} onClose={close} title={open?.label} size="500px" className="cartera-panel" position="right">
        {Content && (
          <Suspense fallback={<PageSpinner />}>
            {/* oxlint-disable-next-line react/static-components */}
            <Content onClose={close} />
          </Suspense>
        )}
      </Drawer>
    </>
  );
}
