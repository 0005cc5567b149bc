import { Dialog, DialogBody } from '@blueprintjs/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { PageSpinner } from '../router/PageSpinner.tsx';
import { usePuede } from '../session/Puede.tsx';
import type { WebDialogProps } from './contract.ts';
import { webDialogs } from './registry.ts';

const contenidos = new Map([...webDialogs.values()].map((dialog) => [dialog.id, lazy(dialog.load)]));

function dialogo(id: string) {
  const dialog = webDialogs.get(id);
  if (!dialog) throw new Error(`Ningún plugin aporta el diálogo ${id}`);
  return dialog;
}

interface PluginDialogProps<R, P> extends WebDialogProps<R, P> {
  /** The contributed dialog's id, e.g. 'clientes.captura'. */
  id: string;
  isOpen: boolean;
}

/**
 * Opens a dialog another plugin contributes (docs/adr/014-web-contribuciones.md): the frame with its
 * title, and its content loaded the first time it opens. A user without the dialog's permission
 * gets nothing, so a caller gates its button with the same code.
 */
export function PluginDialog<R, P = unknown>({ id, isOpen, onClose, onDone, params }: PluginDialogProps<R, P>) {
  const dialog = dialogo(id);
  const puede = usePuede(dialog.permiso);
  // Loaded on first opening; kept mounted afterwards so closing can animate.
  const [abierto, setAbierto] = useState(isOpen);
  if (isOpen && !abierto) setAbierto(true);
  if (!puede || !abierto) return null;
  const Contenido = contenidos.get(id) as ComponentType<WebDialogProps<R, P>>;
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={dialog.title} className="cartera-plugin-dialog" style={{ width: 'min(760px, 95vw)' }}>
      <DialogBody>
        <Suspense fallback={<PageSpinner />}>{isOpen && <Contenido onClose={onClose} onDone={onDone} params={params} />}</Suspense>
      </DialogBody>
    </Dialog>
  );
}

/**
 * A contributed dialog's content without its frame, inside a page (the policy's log in a tab of its
 * detail). Like the dialog, it shows nothing to a user without the dialog's permission.
 */
export function PluginDialogContent<R, P = unknown>({ id, onClose, onDone, params }: WebDialogProps<R, P> & { id: string }) {
  const dialog = dialogo(id);
  const puede = usePuede(dialog.permiso);
  if (!puede) return null;
  const Contenido = contenidos.get(id) as ComponentType<WebDialogProps<R, P>>;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Contenido onClose={onClose} onDone={onDone} params={params} />
    </Suspense>
  );
}
