import { useState } from 'react';

/** The moment the component first drew: a stable "now" for date limits and the year, kept across redraws. */
export function useAhora(): Date {
  const [ahora] = useState(() => new Date());
  return ahora;
}
