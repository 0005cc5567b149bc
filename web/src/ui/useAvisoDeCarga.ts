import { Intent } from '@blueprintjs/core';
import { useEffect } from 'react';
import type { ApiError } from '../api/envelopeBaseQuery.ts';
import { showToast } from './toaster.ts';
import { ERROR_AL_CARGAR } from './mensajes.ts';

/**
 * A form's record failed to load: 404 means the page does not exist (another agent's id, a
 * predefined insurer), anything else toasts 'Error al cargar la página' (spec 01 §8).
 * Returns true when the page should go to /404.
 */
export function useAvisoDeCarga(error: unknown): boolean {
  const noExiste = (error as ApiError | undefined)?.status === 404;
  const fallo = Boolean(error) && !noExiste;
  useEffect(() => {
    if (fallo) showToast(ERROR_AL_CARGAR, Intent.DANGER);
  }, [fallo]);
  return noExiste;
}

/** The id of a form's route: null for the new-record address, NaN when the segment is not an id. */
export function idDeRuta(segmento: string | undefined): number | null {
  if (segmento === undefined) return null;
  return /^\d+$/.test(segmento) && Number(segmento) > 0 ? Number(segmento) : NaN;
}
