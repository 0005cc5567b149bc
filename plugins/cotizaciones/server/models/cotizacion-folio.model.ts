import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Último número de cotización de cada agente: la fila se bloquea al guardar una cotización nueva, así los números no se repiten ni saltan */
export class CotizacionFolio extends Modelo {
  static override readonly tableName = 'cotizacion_folios';
  static override readonly idColumn = 'agente_id';
  declare agenteId: number;
  declare ultimo: number;
}

/** Table and column names of `cotizacion_folios` for tuned knex queries: a renamed property breaks every use. */
export const cotizacionFolioT = tablaDe<CotizacionFolio>()('cotizacion_folios', ['agenteId', 'ultimo']);
