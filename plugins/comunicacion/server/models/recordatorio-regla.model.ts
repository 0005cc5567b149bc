import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { TipoRecordatorio } from '../../shared/recordatorios.ts';

/** Recordatorios automáticos que el agente activó: tipo, días y plantilla (docs/adr/029-comunicacion.md) */
export class RecordatorioRegla extends Modelo {
  static override readonly tableName = 'recordatorio_reglas';
  declare id: number;
  declare agenteId: number;
  declare tipo: TipoRecordatorio;
  /** Días antes del vencimiento o de la renovación, o después del vencimiento; 0 en cumpleaños */
  declare dias: number;
  declare correoModeloId: number;
  declare activo: boolean;
  declare createdAt: Date;
}

/** Table and column names of `recordatorio_reglas` for tuned knex queries: a renamed property breaks every use. */
export const recordatorioReglaT = tablaDe<RecordatorioRegla>()('recordatorio_reglas', ['id', 'agenteId', 'tipo', 'dias', 'correoModeloId', 'activo', 'createdAt']);
