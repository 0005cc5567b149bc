import { Modelo, tablaDe } from '../db/modelo.ts';

/** Una fila por ocurrencia de cada trabajo programado: la instancia que la inserta lo ejecuta; las demás no */
export class TrabajoEjecucion extends Modelo {
  static override readonly tableName = 'trabajos_ejecuciones';
  static override readonly idColumn = ['trabajo', 'ocurrencia'];
  declare trabajo: string;
  declare ocurrencia: string;
  declare instancia: string;
  declare iniciadoAt: Date;
  declare terminadoAt: Date | null;
}

/** Table and column names of `trabajos_ejecuciones` for tuned knex queries. */
export const trabajoEjecucionT = tablaDe<TrabajoEjecucion>()('trabajos_ejecuciones', ['trabajo', 'ocurrencia', 'instancia', 'iniciadoAt', 'terminadoAt']);
