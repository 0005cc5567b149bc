import type { RelationMappings } from 'objection';
import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { StatusCard } from '../../shared/embudo.ts';
import { Prospecto, prospectoT } from './prospecto.model.ts';

/** Tarjetas de oportunidad del embudo de ventas, cada una de un prospecto */
export class Oportunidad extends Modelo {
  static override readonly tableName = 'oportunidades';
  // Its prospect (a getter: the classes load in any order).
  static override get relationMappings(): RelationMappings {
    return { prospecto: { relation: Modelo.BelongsToOneRelation, modelClass: Prospecto, join: { from: oportunidadT.q.prospectoId, to: prospectoT.q.id } } };
  }
  declare id: number;
  declare agenteId: number;
  declare columnaId: number;
  declare prospectoId: number;
  declare nombre: string;
  declare descripcion: string;
  declare ramoId: number;
  declare monedaId: number;
  declare primaTotal: number;
  /** abierta, exitosa o no_exitosa (cerrada); una cerrada solo se reabre */
  declare status: StatusCard;
  /** Posición en su columna: 0, 1, 2… sin huecos ni repetidos, contando las cerradas */
  declare orden: number;
  /** Cuándo se cerró; vacía mientras está abierta */
  declare fechaCierre: Date | null;
  /** Quién la creó */
  declare usuarioId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `oportunidades` for tuned knex queries: a renamed property breaks every use. */
export const oportunidadT = tablaDe<Oportunidad>()('oportunidades', [
  'id',
  'agenteId',
  'columnaId',
  'prospectoId',
  'nombre',
  'descripcion',
  'ramoId',
  'monedaId',
  'primaTotal',
  'status',
  'orden',
  'fechaCierre',
  'usuarioId',
  'createdAt',
  'updatedAt',
]);
