import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Motivos para cerrar, cancelar o reactivar pólizas (tipo 0) y recibos (tipo 3) */
export class Razon extends Modelo {
  static override readonly tableName = 'razones';
  declare id: number;
  declare tipo: number;
  /** Ramo al que aplica el motivo; 0 para todos */
  declare modelo: number;
  declare nombre: string;
  declare orden: number;
}

/** Table and column names of `razones` for tuned knex queries: a renamed property breaks every use. */
export const razonT = tablaDe<Razon>()('razones', ['id', 'tipo', 'modelo', 'nombre', 'orden']);
