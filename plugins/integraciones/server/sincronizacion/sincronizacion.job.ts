import cron from 'node-cron';
import { TIME_ZONE } from '../../../../core/shared/fechas.ts';
import { sincronizarPendientes } from './programacion.service.ts';
import type { DependenciasSincronizacion } from './sincronizacion.service.ts';

/** Every minute: a key's first run is 15 minutes after its credentials are saved, so a minute's delay at most. */
export const HORARIO_SINCRONIZACION = '* * * * *';

/** Schedules the ticks; a tick still running skips the next. The timer does not keep a process alive by itself. */
export function programarSincronizaciones(deps: DependenciasSincronizacion): { detener(): void } {
  let corriendo = false;
  const correr = async () => {
    if (corriendo) return;
    corriendo = true;
    try {
      const hechas = await sincronizarPendientes(deps);
      if (hechas.length) deps.log.info('sincronizaciones con portales', { corridas: hechas.length });
    } catch (err) {
      deps.log.error('las sincronizaciones programadas fallaron', { error: err as Error });
    } finally {
      corriendo = false;
    }
  };
  const tarea = cron.schedule(HORARIO_SINCRONIZACION, () => void correr(), {
    timezone: TIME_ZONE,
    name: 'integraciones.sincronizacion',
    unref: true,
    // A minute missed on a busy machine is harmless: the next tick runs what is due.
    suppressMissedWarning: true,
  });
  return { detener: () => void tarea.stop() };
}
