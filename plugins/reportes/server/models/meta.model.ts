import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Metas de producción del agente: pólizas y prima neta por periodo, ramo y aseguradora */
export class Meta extends Modelo {
  static override readonly tableName = 'metas';
  declare id: number;
  declare agenteId: number;
  /** Aseguradora de la meta (predefinida o propia, ADR 010); nulo = todas */
  declare aseguradoraId: number | null;
  declare anio: number;
  /** 1 a 12 para una meta mensual; 0 para la meta anual */
  declare mes: number;
  /** Ramo (1 Auto, 3 Salud, 5 Vida, 7 Diversos); 0 = toda la cartera */
  declare modelo: number;
  declare polizas: number;
  /** Prima neta objetivo, en pesos */
  declare primas: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `metas` for tuned knex queries: a renamed property breaks every use. */
export const metaT = tablaDe<Meta>()('metas', ['id', 'agenteId', 'aseguradoraId', 'anio', 'mes', 'modelo', 'polizas', 'primas', 'createdAt', 'updatedAt']);
