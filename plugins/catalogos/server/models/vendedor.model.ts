import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Vendedores del agente, a quienes se asignan pólizas y tareas */
export class Vendedor extends Modelo {
  static override readonly tableName = 'vendedores';
  declare id: number;
  declare agenteId: number;
  declare nombres: string;
  declare apPat: string;
  declare apMat: string;
  declare sexo: 'hombre' | 'mujer';
  declare rfc: string;
  declare correo: string;
  declare telefono: string;
  /** activo; inactivo: eliminado desde la API, se conserva para las pólizas y tareas que lo nombran y ya no se edita */
  declare status: 'activo' | 'inactivo';
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `vendedores` for tuned knex queries: a renamed property breaks every use. */
export const vendedorT = tablaDe<Vendedor>()('vendedores', [
  'id',
  'agenteId',
  'nombres',
  'apPat',
  'apMat',
  'sexo',
  'rfc',
  'correo',
  'telefono',
  'status',
  'createdAt',
  'updatedAt',
]);
