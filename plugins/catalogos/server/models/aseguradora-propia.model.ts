import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Aseguradoras que cada agente da de alta; nombre y abreviación únicos por agente sin distinguir mayúsculas ni acentos */
export class AseguradoraPropia extends Modelo {
  static override readonly tableName = 'aseguradoras_propias';
  declare id: number;
  declare agenteId: number;
  declare aseguradora: string;
  declare abreviacion: string;
  declare status: 'activo' | 'inactivo';
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `aseguradoras_propias` for tuned knex queries: a renamed property breaks every use. */
export const aseguradoraPropiaT = tablaDe<AseguradoraPropia>()('aseguradoras_propias', ['id', 'agenteId', 'aseguradora', 'abreviacion', 'status', 'createdAt', 'updatedAt']);
