import { useEffect, useState } from 'react';

/** Searches and autocompletes wait this long after the last keystroke (spec 02 §9, 03 §9). */
export const ESPERA_BUSQUEDA_MS = 500;

/** The value, settled once it stops changing for `ms`; objects are compared by content. */
export function useDebounced<T>(value: T, ms = ESPERA_BUSQUEDA_MS): T {
  const [settled, setSettled] = useState(value);
  const clave = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(clave) as T), ms);
    return () => clearTimeout(timer);
  }, [clave, ms]);
  return settled;
}
