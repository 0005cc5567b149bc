import { useEffect, useState } from 'react';

/** Every search waits this long after the last keystroke (spec 03 §9). */
const ESPERA_MS = 500;

/** The value, settled once the user stops typing. */
export function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ESPERA_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
