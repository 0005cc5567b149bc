import { Modelo, tablaDe } from '../db/modelo.ts';

/** Canales de cambios: la tabla cuyo dueño publica sus cambios (docs/adr/020-datos-por-plugin.md) */
export class CanalCambios extends Modelo {
  static override readonly tableName = 'cambios_canales';
  declare canal: string;
  /** The owner's table (regclass, read as its name). */
  declare tabla: string;
  declare publicadoPor: string;
}

/** Table and column names of `cambios_canales` for tuned knex queries: a renamed property breaks every use. */
export const canalCambiosT = tablaDe<CanalCambios>()('cambios_canales', ['canal', 'tabla', 'publicadoPor']);
