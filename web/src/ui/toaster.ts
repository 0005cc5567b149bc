import { Intent, Position, type Toaster } from '@blueprintjs/core';

/** Toasts sit at the bottom centre and last 5 seconds (spec). */
const TOAST_TIMEOUT_MS = 5000;

let toaster: Promise<Toaster> | undefined;

function getToaster(): Promise<Toaster> {
  // Created, and its code fetched, on first use: most visits never show a toast, and the sign-in page loads none of it.
  toaster ??= import('@blueprintjs/core/lib/esm/components/toast/overlayToaster.js').then(({ OverlayToaster }) =>
    OverlayToaster.create({ position: Position.BOTTOM, maxToasts: 3 }),
  );
  return toaster;
}

/** Shows a short message to the user, e.g. `showToast('Guardado exitosamente', Intent.SUCCESS)`. */
export function showToast(message: string, intent: Intent = Intent.NONE): void {
  void getToaster().then((t) => t.show({ message, intent, timeout: TOAST_TIMEOUT_MS }));
}
