import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Aseguradoras visibles para el agente de la transacción: las predefinidas y las propias */
export class Aseguradora extends Modelo {
  static override readonly tableName = 'aseguradoras';
  // A view reports every column as nullable; these come from not-null columns of both tables.
  declare id: number;
  declare aseguradora: string;
  declare abreviacion: string;
  /** The predefined insurer's legal name; null for the agent's own. */
  declare razonSocial: string | null;
  declare status: 'activo' | 'inactivo';
  declare estandar: boolean;
  declare pdf: boolean;
  declare rpa: boolean;
}

/** Table and column names of `aseguradoras` for tuned knex queries: a renamed property breaks every use. */
export const aseguradoraT = tablaDe<Aseguradora>()('aseguradoras', ['id', 'aseguradora', 'abreviacion', 'razonSocial', 'status', 'estandar', 'pdf', 'rpa']);
