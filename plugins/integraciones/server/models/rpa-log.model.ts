import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { StatusLog } from '../../shared/sincronizacion.ts';

/** Cada sincronización con el portal de una aseguradora: cuándo empezó y terminó, cómo terminó y cuántas pólizas recorrió */
export class RpaLog extends Modelo {
  static override readonly tableName = 'rpa_logs';
  declare id: number;
  declare agenteId: number;
  declare claveId: number;
  declare aseguradoraId: number;
  declare inicio: Date;
  declare fin: Date | null;
  declare status: StatusLog;
  declare totalRegistros: number;
  /** Por qué se detuvo o su resumen, en español; nunca una contraseña */
  declare mensaje: string | null;
}

/** Table and column names of `rpa_logs` for tuned knex queries: a renamed property breaks every use. */
export const rpaLogT = tablaDe<RpaLog>()('rpa_logs', ['id', 'agenteId', 'claveId', 'aseguradoraId', 'inicio', 'fin', 'status', 'totalRegistros', 'mensaje']);
