import { Modelo, tablaDe } from '../db/modelo.ts';

/** Intentos por ventana de tiempo (inicio de sesión, códigos, correos) por cuenta, origen o ambos; la clave es un HMAC, no el correo ni la IP */
export class IntentoAcceso extends Modelo {
  static override readonly tableName = 'intentos_acceso';
  static override readonly idColumn = 'clave';
  declare clave: string;
  declare conteo: number;
  declare venceAt: Date;
}

/** Table and column names of `intentos_acceso` for tuned knex queries: a renamed property breaks every use. */
export const intentoAccesoT = tablaDe<IntentoAcceso>()('intentos_acceso', ['clave', 'conteo', 'venceAt']);
