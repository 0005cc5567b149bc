import cron from 'node-cron';
import { TIME_ZONE } from '../../shared/fechas.ts';
import type { Logger } from '../log.ts';

/** A plugin's periodic job, as the app holds it to stop it. */
export interface Ciclo {
  /** Stops the ticks and waits for a run in progress, so a stopping server never closes the database under it. */
  detener(): Promise<void>;
}

/**
 * Runs `correr` on a cron schedule (Mexico City time). A run still going when the next tick comes
 * skips that tick, and a failure is logged with the job's name; the timer keeps no process alive by
 * itself. Runs must be safe from several instances at once: each plugin job claims its work in the
 * database (docs/adr/041-varias-instancias.md).
 */
export function programarCiclo(log: Logger, nombre: string, horario: string, correr: () => Promise<void>): Ciclo {
  let enCurso: Promise<void> | null = null;
  const tick = () => {
    enCurso ??= correr()
      .catch((err: unknown) => log.error('un trabajo programado falló', { trabajo: nombre, error: err as Error }))
      .finally(() => (enCurso = null));
  };
  // A tick missed on a busy machine is harmless: the next one runs what is due.
  const tarea = cron.schedule(horario, tick, { timezone: TIME_ZONE, name: nombre, unref: true, suppressMissedWarning: true });
  return {
    async detener() {
      await tarea.stop();
      await enCurso;
    },
  };
}
