import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Notas de una tarjeta de oportunidad */
export class OportunidadNota extends Modelo {
  static override readonly tableName = 'oportunidad_notas';
  declare id: number;
  declare agenteId: number;
  declare oportunidadId: number;
  declare texto: string;
  /** Quién escribió la nota */
  declare usuarioId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `oportunidad_notas` for tuned knex queries: a renamed property breaks every use. */
export const oportunidadNotaT = tablaDe<OportunidadNota>()('oportunidad_notas', ['id', 'agenteId', 'oportunidadId', 'texto', 'usuarioId', 'createdAt', 'updatedAt']);
