import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Teléfonos celulares de los clientes */
export class ClienteCelular extends Modelo {
  static override readonly tableName = 'clientes_celulares';
  declare id: number;
  declare agenteId: number;
  declare clienteId: number;
  declare numero: string;
}

/** Table and column names of `clientes_celulares` for tuned knex queries: a renamed property breaks every use. */
export const clienteCelularT = tablaDe<ClienteCelular>()('clientes_celulares', ['id', 'agenteId', 'clienteId', 'numero']);
