import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Archivos adjuntos de un cliente, póliza, recibo, prospecto, siniestro o cotización */
export class Adjunto extends Modelo {
  static override readonly tableName = 'adjuntos';
  declare id: number;
  declare agenteId: number;
  declare clienteId: number | null;
  declare polizaId: number | null;
  declare reciboId: number | null;
  declare prospectoId: number | null;
  declare siniestroId: number | null;
  declare cotizacionId: number | null;
  /** Entidad dueña del archivo (clientes, polizas, ...), la misma que su bucket */
  declare dominio: string;
  /** URL /api/storage/<agenteId>/<bucket>/<ruta> que devolvió la carga del archivo */
  declare path: string;
  declare archivo: string;
  declare usuarioId: number;
  declare createdAt: Date;
}

/** Table and column names of `adjuntos` for tuned knex queries: a renamed property breaks every use. */
export const adjuntoT = tablaDe<Adjunto>()('adjuntos', [
  'id',
  'agenteId',
  'clienteId',
  'polizaId',
  'reciboId',
  'prospectoId',
  'siniestroId',
  'cotizacionId',
  'dominio',
  'path',
  'archivo',
  'usuarioId',
  'createdAt',
]);
