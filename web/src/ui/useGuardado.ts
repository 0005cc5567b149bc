import { useState } from 'react';
import type { ApiError } from '../api/envelopeBaseQuery.ts';
import { mensajeDeFallo } from './mensajes.ts';

/**
 * A form's save (or delete) and the refusal it left, for {@link AvisoDeRechazo}. `intentar` clears
 * the last refusal, runs the call and what follows it (toast, navigation), and keeps the message of
 * whatever fails; it never throws. With a `generico` a failure without an answer shows it
 * ({@link mensajeDeFallo}); without one the error's own message shows.
 */
export function useGuardado() {
  const [rechazo, setRechazo] = useState<string | null>(null);
  async function intentar(accion: () => Promise<void>, generico?: string): Promise<void> {
    setRechazo(null);
    try {
      await accion();
    } catch (error) {
      setRechazo(generico === undefined ? (error as ApiError).message : mensajeDeFallo(error, generico));
    }
  }
  return { rechazo, intentar };
}
