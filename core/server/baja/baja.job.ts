import type { Database } from '../db/database.ts';
import type { Logger } from '../log.ts';
import type { ConfigAlmacen } from '../storage/almacen.ts';
import { programarTrabajo } from '../trabajos/trabajos.service.ts';
import { eliminarCuentasVencidas } from './baja.service.ts';

/**
 * Deletes the cancelled accounts whose date has come, every night at 02:30 Mexico City time and at
 * start if that run was missed; one instance claims each night's run (trabajos.service.ts), and each
 * agent is still deleted under a row lock and re-checked. The log carries ids and counts, never
 * personal data.
 */
export function programarBajas(db: Database, config: ConfigAlmacen, log: Logger): { detener(): Promise<void> } {
  return programarTrabajo(db, log, {
    nombre: 'bajas',
    hora: 2,
    minuto: 30,
    correr: async () => {
      for (const { agenteId, filas, archivos } of await eliminarCuentasVencidas(db, config)) log.info('cuenta dada de baja eliminada', { agenteId, filas, archivos });
    },
  });
}
