import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Aseguradoras autorizadas en México (estandar), compartidas por todos los agentes y de solo lectura para ellos */
export class AseguradoraPredefinida extends Modelo {
  static override readonly tableName = 'aseguradoras_predefinidas';
  declare id: number;
  declare razonSocial: string;
  declare aseguradora: string;
  declare abreviacion: string;
  declare status: 'activo' | 'inactivo';
  /** El producto lee las carátulas en PDF de esta aseguradora */
  declare pdf: boolean;
  /** El producto sincroniza el portal de esta aseguradora */
  declare rpa: boolean;
}

/** Table and column names of `aseguradoras_predefinidas` for tuned knex queries: a renamed property breaks every use. */
export const aseguradoraPredefinidaT = tablaDe<AseguradoraPredefinida>()('aseguradoras_predefinidas', ['id', 'razonSocial', 'aseguradora', 'abreviacion', 'status', 'pdf', 'rpa']);
