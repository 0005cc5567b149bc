import { useState } from 'react';

/** Which card's action dialog is open, if any. */
export function useDialogo<A extends string, T>() {
  const [abierto, setAbierto] = useState<{ accion: A; item: T } | null>(null);
  return {
    item: abierto?.item,
    abrir: (accion: A, item: T) => setAbierto({ accion, item }),
    cerrar: () => setAbierto(null),
    es: (accion: A) => abierto?.accion === accion,
  };
}

export type Dialogo<A extends string, T> = ReturnType<typeof useDialogo<A, T>>;
