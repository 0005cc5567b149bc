import cron from 'node-cron';
import { TIME_ZONE } from '../../shared/fechas.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../log.ts';
import { eliminarCuentasVencidas } from './baja.service.ts';

/**
 * Deletes the cancelled accounts whose date has come, every night at 02:30 Mexico City time and once
 * at start. Several instances may run it: each agent is deleted under a row lock and re-checked, so
 * the second finds nothing to do. The log carries ids and counts, never personal data.
 */
export function programarBajas(db: Database, dataDir: string, log: Logger): { detener(): void } {
  const correr = () =>
    eliminarCuentasVencidas(db, dataDir).then(
      (eliminadas) => {
        for (const { agenteId, filas, archivos } of eliminadas) log.info('cuenta dada de baja eliminada', { agenteId, filas, archivos });
      },
      (err: unknown) => log.error('la eliminación de cuentas dadas de baja falló', { error: err as Error }),
    );
  void correr();
  const tarea = cron.schedule('30 2 * * *', () => void correr(), { timezone: TIME_ZONE });
  return { detener: () => void tarea.stop() };
}
