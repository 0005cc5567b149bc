import { Modelo, tablaDe } from '../db/modelo.ts';

/** Usuario principal de un agente y sus usuarios adicionales */
export class Usuario extends Modelo {
  static override readonly tableName = 'usuarios';
  declare id: number;
  declare agenteId: number;
  declare correo: string;
  /** Correo nuevo que espera confirmación con el código enviado a esa dirección; hasta entonces vale el anterior */
  declare correoPendiente: string | null;
  declare passwordHash: string | null;
  /** Aumenta con cada cambio de password: los tokens emitidos antes dejan de valer */
  declare passwordVersion: number;
  declare nombres: string;
  declare apPat: string;
  declare apMat: string | null;
  declare celular: string | null;
  /** pendiente hasta activar con el código enviado por correo; activo; inactivo (no puede iniciar sesión) */
  declare status: 'pendiente' | 'activo' | 'inactivo';
  declare principal: boolean;
  /** Privilegios concedidos por el usuario principal (ROLE_CLIENTES_R, ...); el principal los tiene todos */
  declare roles: string[];
  declare eliminadoAt: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `usuarios` for tuned knex queries: a renamed property breaks every use. */
export const usuarioT = tablaDe<Usuario>()('usuarios', [
  'id',
  'agenteId',
  'correo',
  'correoPendiente',
  'passwordHash',
  'passwordVersion',
  'nombres',
  'apPat',
  'apMat',
  'celular',
  'status',
  'principal',
  'roles',
  'eliminadoAt',
  'createdAt',
  'updatedAt',
]);
