import { Modelo, tablaDe } from '../db/modelo.ts';

/** Cuenta de un agente de seguros: el inquilino al que pertenece cada dato */
export class Agente extends Modelo {
  static override readonly tableName = 'agentes';
  declare id: number;
  declare nombre: string;
  declare apPaterno: string;
  declare apMaterno: string | null;
  declare correo: string;
  declare cedula: string | null;
  declare createdAt: Date;
  /** The day a cancelled account's data is deleted (core/server/baja; docs/adr/040-baja-de-cuenta.md); null while active. */
  declare bajaEl: string | null;
  declare bajaSolicitadaAt: Date | null;
}

/** Table and column names of `agentes` for tuned knex queries: a renamed property breaks every use. */
export const agenteT = tablaDe<Agente>()('agentes', ['id', 'nombre', 'apPaterno', 'apMaterno', 'correo', 'cedula', 'createdAt', 'bajaEl', 'bajaSolicitadaAt']);
