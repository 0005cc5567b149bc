import { Modelo, tablaDe } from '../db/modelo.ts';

/** Versión de los datos de cada agente: cambia con cada escritura de las tablas registradas (core/server/db/versiones.ts) */
export class VersionCartera extends Modelo {
  static override readonly tableName = 'versiones_cartera';
  declare agenteId: number;
  declare version: number;
}

/** Table and column names of `versiones_cartera` for tuned knex queries: a renamed property breaks every use. */
export const versionCarteraT = tablaDe<VersionCartera>()('versiones_cartera', ['agenteId', 'version']);
