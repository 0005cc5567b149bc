import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Cuándo corre la siguiente sincronización de cada clave de agente con el portal de su aseguradora */
export class RpaProgramacion extends Modelo {
  static override readonly tableName = 'rpa_programaciones';
  declare id: number;
  declare agenteId: number;
  declare claveId: number;
  /** La próxima sincronización que puso la clave al guardar sus credenciales; si cambia, la programación vuelve a empezar */
  declare base: Date;
  declare proxima: Date;
  /** Desde cuándo una instancia corre la sincronización de la clave; nulo si ninguna */
  declare enCursoDesde: Date | null;
  declare logId: number | null;
}

/** Table and column names of `rpa_programaciones` for tuned knex queries: a renamed property breaks every use. */
export const rpaProgramacionT = tablaDe<RpaProgramacion>()('rpa_programaciones', ['id', 'agenteId', 'claveId', 'base', 'proxima', 'enCursoDesde', 'logId']);
