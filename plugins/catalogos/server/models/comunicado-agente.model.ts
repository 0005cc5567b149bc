import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Avisos que un agente publica para sus propios usuarios (HTML saneado al guardar) */
export class ComunicadoAgente extends Modelo {
  static override readonly tableName = 'comunicados_agente';
  /** De la secuencia de comunicados_producto: un id nunca se repite entre ambas tablas */
  declare id: number;
  declare agenteId: number;
  declare texto: string;
  declare actionUrl: string | null;
  declare publicadoDe: Date;
  /** Deja de mostrarse en este momento; nulo: sin fin */
  declare publicadoA: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `comunicados_agente` for tuned knex queries: a renamed property breaks every use. */
export const comunicadoAgenteT = tablaDe<ComunicadoAgente>()('comunicados_agente', ['id', 'agenteId', 'texto', 'actionUrl', 'publicadoDe', 'publicadoA', 'createdAt', 'updatedAt']);
