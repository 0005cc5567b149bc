import { useEffect, useState } from 'react';

/** Typing in a filter waits this long before asking the server again. */
const ESPERA_MS = 300;

/** The value, settled once the user stops typing. */
export function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ESPERA_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}
