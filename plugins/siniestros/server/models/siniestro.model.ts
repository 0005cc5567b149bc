import type { RelationMappings } from 'objection';
import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import { Cliente, clienteT } from '../../../clientes/server/index.ts';
import { Poliza, polizaT } from '../../../polizas/server/index.ts';
import type { StatusSiniestro } from '../../shared/siniestros.ts';
import { SiniestroAsegurado, siniestroAseguradoT } from './siniestro-asegurado.model.ts';

/** Siniestros: reclamaciones de los clientes sobre sus pólizas, seguidas hasta su resolución (docs/adr/024-siniestros.md) */
export class Siniestro extends Modelo {
  static override readonly tableName = 'siniestros';
  // To other plugins' published models and to its own insured people (a getter: the classes load in any order).
  static override get relationMappings(): RelationMappings {
    const s = siniestroT.q;
    return {
      poliza: { relation: Modelo.BelongsToOneRelation, modelClass: Poliza, join: { from: s.polizaId, to: polizaT.q.id } },
      cliente: { relation: Modelo.BelongsToOneRelation, modelClass: Cliente, join: { from: s.clienteId, to: clienteT.q.id } },
      asegurados: { relation: Modelo.HasManyRelation, modelClass: SiniestroAsegurado, join: { from: s.id, to: siniestroAseguradoT.q.siniestroId } },
    };
  }
  declare id: number;
  declare agenteId: number;
  declare polizaId: number;
  /** El cliente de la póliza: sigue al de la póliza si esta cambia de cliente */
  declare clienteId: number;
  /** Número que dio la aseguradora; PENDIENTE mientras no lo da */
  declare noSiniestro: string;
  declare fechaSiniestro: string;
  /** Cuándo se espera resolverlo; nulo si no se sabe (la lista lo pone al final) */
  declare fechaEstimadaResolucion: string | null;
  declare descripcion: string;
  /** captura, faltante (falta algo del cliente), enviado (a la aseguradora), rechazado o finalizado; transiciones en la ADR 024 */
  declare status: StatusSiniestro;
  /** Quién registró el siniestro */
  declare usuarioId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `siniestros` for tuned knex queries: a renamed property breaks every use. */
export const siniestroT = tablaDe<Siniestro>()('siniestros', [
  'id',
  'agenteId',
  'polizaId',
  'clienteId',
  'noSiniestro',
  'fechaSiniestro',
  'fechaEstimadaResolucion',
  'descripcion',
  'status',
  'usuarioId',
  'createdAt',
  'updatedAt',
]);
