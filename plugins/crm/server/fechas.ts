import type { Knex } from 'knex';
import { TIME_ZONE } from '../../../core/shared/fechas.ts';

/** A timestamp column as the spec shows it: 'yyyy-MM-dd HH:mm:ss', Mexico City time. */
export function fechaTexto(trx: Knex.Transaction, columna: string, alias: string): Knex.Raw {
  return trx.raw(`to_char(?? at time zone '${TIME_ZONE}', 'YYYY-MM-DD HH24:MI:SS') as ??`, [columna, alias]);
}
