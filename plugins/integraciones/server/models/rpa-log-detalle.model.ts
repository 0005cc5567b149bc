import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { StatusDetalle } from '../../shared/sincronizacion.ts';

/** Lo que pasó con cada póliza encontrada en el portal durante una sincronización */
export class RpaLogDetalle extends Modelo {
  static override readonly tableName = 'rpa_log_detalles';
  declare id: number;
  declare agenteId: number;
  declare logId: number;
  declare status: StatusDetalle;
  declare noPoliza: string;
  declare resultado: string | null;
  declare polizaId: number | null;
  declare reciboId: number | null;
}

/** Table and column names of `rpa_log_detalles` for tuned knex queries: a renamed property breaks every use. */
export const rpaLogDetalleT = tablaDe<RpaLogDetalle>()('rpa_log_detalles', ['id', 'agenteId', 'logId', 'status', 'noPoliza', 'resultado', 'polizaId', 'reciboId']);
