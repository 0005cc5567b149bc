import { Modelo, tablaDe } from '../db/modelo.ts';

/** Códigos de 6 dígitos de un solo uso para activar la cuenta o restablecer el password (se guarda su HMAC, no el código) */
export class CodigoVerificacion extends Modelo {
  static override readonly tableName = 'codigos_verificacion';
  declare id: number;
  declare agenteId: number;
  declare usuarioId: number;
  declare tipo: 'activacion' | 'restauracion' | 'cambio_correo';
  declare codigoHash: string;
  declare expiraAt: Date;
  declare usadoAt: Date | null;
  /** Intentos contra los códigos vigentes del usuario, contados antes de comparar; tras el quinto fallido se anulan */
  declare intentos: number;
  declare createdAt: Date;
}

/** Table and column names of `codigos_verificacion` for tuned knex queries: a renamed property breaks every use. */
export const codigoVerificacionT = tablaDe<CodigoVerificacion>()('codigos_verificacion', [
  'id',
  'agenteId',
  'usuarioId',
  'tipo',
  'codigoHash',
  'expiraAt',
  'usadoAt',
  'intentos',
  'createdAt',
]);
