import { availableParallelism } from 'node:os';
import { HttpError } from '../http/errors.ts';

export const MENSAJE_OCUPADO = 'El servidor está atendiendo muchos inicios de sesión; inténtalo de nuevo en unos segundos';

/**
 * Password hashing is deliberately expensive (scrypt, ~250 ms of a CPU and 128 MiB at cost 17): at
 * most `simultaneos` run at once (half the CPUs, so requests keep the other half) and `enEspera` wait
 * their turn; beyond that the request is refused with 503 and Retry-After, so a flood of sign-ins
 * cannot exhaust memory or starve everything else.
 */
export class ColaDeHash {
  private activos = 0;
  private readonly espera: (() => void)[] = [];

  constructor(
    private readonly simultaneos = Math.max(1, Math.floor(availableParallelism() / 2)),
    private readonly enEspera = 32,
  ) {}

  async turno<T>(trabajo: () => Promise<T>): Promise<T> {
    if (this.activos >= this.simultaneos) {
      if (this.espera.length >= this.enEspera) throw new HttpError(503, MENSAJE_OCUPADO, null, { 'Retry-After': '5' });
      await new Promise<void>((resolve) => this.espera.push(resolve));
    } else {
      this.activos++;
    }
    try {
      return await trabajo();
    } finally {
      // The turn passes straight to the next in line; with nobody waiting, a slot frees.
      const siguiente = this.espera.shift();
      if (siguiente) siguiente();
      else this.activos--;
    }
  }
}
