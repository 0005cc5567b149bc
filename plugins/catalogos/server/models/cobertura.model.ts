import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Coberturas habituales de cada ramo, para capturar pólizas y cotizaciones */
export class Cobertura extends Modelo {
  static override readonly tableName = 'coberturas';
  declare id: number;
  declare ramoId: number;
  declare nombre: string;
  declare orden: number;
}

/** Table and column names of `coberturas` for tuned knex queries: a renamed property breaks every use. */
export const coberturaT = tablaDe<Cobertura>()('coberturas', ['id', 'ramoId', 'nombre', 'orden']);
