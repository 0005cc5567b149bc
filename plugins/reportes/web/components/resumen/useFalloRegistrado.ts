import { useEffect } from 'react';
import type { ApiError } from '../../../../../web/src/api/envelopeBaseQuery.ts';

/** A load that failed is logged only (spec 02 §8: summary and catalogue load failures show no message). */
export function useFalloRegistrado(error: unknown, que: string): void {
  useEffect(() => {
    if (error) console.warn(`${que}:`, (error as ApiError).message);
  }, [error, que]);
}
