import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Bitácora: registros de seguimiento de un cliente, póliza, recibo, prospecto, siniestro o cotización */
export class Bitacora extends Modelo {
  static override readonly tableName = 'bitacoras';
  declare id: number;
  declare agenteId: number;
  declare clienteId: number | null;
  declare polizaId: number | null;
  declare reciboId: number | null;
  declare prospectoId: number | null;
  declare siniestroId: number | null;
  declare cotizacionId: number | null;
  declare asunto: string | null;
  declare tipo: string;
  declare usuarioId: number;
  declare createdAt: Date;
}

/** Table and column names of `bitacoras` for tuned knex queries: a renamed property breaks every use. */
export const bitacoraT = tablaDe<Bitacora>()('bitacoras', [
  'id',
  'agenteId',
  'clienteId',
  'polizaId',
  'reciboId',
  'prospectoId',
  'siniestroId',
  'cotizacionId',
  'asunto',
  'tipo',
  'usuarioId',
  'createdAt',
]);
