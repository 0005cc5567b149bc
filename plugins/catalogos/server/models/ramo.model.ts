import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Ramos (líneas de negocio): Auto 1, Salud 3, Vida 5, Diversos 7; el id es el código con que se guardan las pólizas */
export class Ramo extends Modelo {
  static override readonly tableName = 'ramos';
  declare id: number;
  declare nombre: string;
  /** Nombre del icono de Blueprint que lo representa */
  declare icono: string;
  declare clave: string;
}

/** Table and column names of `ramos` for tuned knex queries: a renamed property breaks every use. */
export const ramoT = tablaDe<Ramo>()('ramos', ['id', 'nombre', 'icono', 'clave']);
