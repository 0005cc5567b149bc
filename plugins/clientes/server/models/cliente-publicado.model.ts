import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { StatusCliente } from '../../shared/clientes.ts';

/** Vista clientes_publicados: lo que el SQL de otros plugins lee de los clientes (su estado), con la seguridad por filas de quien lee */
export class ClientePublicado extends Modelo {
  static override readonly tableName = 'clientes_publicados';
  declare id: number;
  declare agenteId: number;
  declare status: StatusCliente;
  declare esRobot: boolean;
  declare createdAt: Date;
}

/** Table and column names of the view `clientes_publicados` for tuned knex queries: a renamed property breaks every use. */
export const clientePublicadoT = tablaDe<ClientePublicado>()('clientes_publicados', ['id', 'agenteId', 'status', 'esRobot', 'createdAt']);
