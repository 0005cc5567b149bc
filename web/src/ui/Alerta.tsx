import { Alert } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The 'Alerta' dialog with 'Aceptar' (spec 01 §8, 02 §8): a refused delete, an already renewed policy. */
export function Alerta({ isOpen, onClose, children }: { isOpen: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Alert isOpen={isOpen} confirmButtonText="Aceptar" onClose={onClose} className="cartera-alerta">
      <h2 className="bp6-heading">Alerta</h2>
      {children}
    </Alert>
  );
}
