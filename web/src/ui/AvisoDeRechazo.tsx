import { Callout, Intent } from '@blueprintjs/core';

/**
 * The server's refusal of a save, in a red banner over the form (spec 01 §8); nothing while there is
 * none. role="alert" so a screen reader says it as it appears.
 */
export function AvisoDeRechazo({ mensaje }: { mensaje: string | null | undefined }) {
  if (!mensaje) return null;
  return (
    <Callout intent={Intent.DANGER} role="alert" className="cartera-form-banner">
      {mensaje}
    </Callout>
  );
}
