import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Si el agente recibe el reporte semanal por correo cada lunes a las 08:00 (hora de la Ciudad de México) */
export class SemanalAjuste extends Modelo {
  static override readonly tableName = 'reportes_semanal_ajustes';
  static override readonly idColumn = 'agente_id';
  declare agenteId: number;
  /** El agente pidió el reporte semanal por correo */
  declare activo: boolean;
  declare updatedAt: Date;
}

/** Table and column names of `reportes_semanal_ajustes` for tuned knex queries: a renamed property breaks every use. */
export const semanalAjusteT = tablaDe<SemanalAjuste>()('reportes_semanal_ajustes', ['agenteId', 'activo', 'updatedAt']);
