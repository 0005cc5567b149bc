import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Correos electrónicos de los clientes */
export class ClienteCorreo extends Modelo {
  static override readonly tableName = 'clientes_correos';
  declare id: number;
  declare agenteId: number;
  declare clienteId: number;
  declare correo: string;
  /** Texto libre corto: personal, trabajo… */
  declare tipo: string | null;
}

/** Table and column names of `clientes_correos` for tuned knex queries: a renamed property breaks every use. */
export const clienteCorreoT = tablaDe<ClienteCorreo>()('clientes_correos', ['id', 'agenteId', 'clienteId', 'correo', 'tipo']);
