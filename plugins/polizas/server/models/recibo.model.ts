import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Recibos de pago de las pólizas */
export class Recibo extends Modelo {
  static override readonly tableName = 'recibos';
  declare id: number;
  declare agenteId: number;
  declare polizaId: number;
  declare serie: number;
  declare totalSerie: number;
  declare fecVigDe: string;
  declare fecVigA: string;
  declare fecVence: string;
  declare prima: number;
  declare derecho: number;
  /** Financiamiento del recibo */
  declare recargo: number;
  declare iva: number;
  declare total: number;
  declare comision: number;
  /** Ajuste manual al total conciliado con la aseguradora */
  declare ajuste: number;
  /** pendiente, pagado o cancelado; vencido no se guarda: es un pendiente con fec_vence anterior a hoy */
  declare status: string;
  declare fecPago: string | null;
  declare folioPago: string | null;
  /** Pesos por unidad de la moneda de la póliza el día del pago */
  declare tipoCambio: number | null;
  declare observacion: string | null;
  declare folioAseguradora: string | null;
  declare fecConciliacion: string | null;
  declare folioConciliacion: string | null;
  /** Lo canceló el cierre de su póliza: la reactivación de la póliza lo devuelve a pendiente */
  declare canceladoPorCierre: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `recibos` for tuned knex queries: a renamed property breaks every use. */
export const reciboT = tablaDe<Recibo>()('recibos', [
  'id',
  'agenteId',
  'polizaId',
  'serie',
  'totalSerie',
  'fecVigDe',
  'fecVigA',
  'fecVence',
  'prima',
  'derecho',
  'recargo',
  'iva',
  'total',
  'comision',
  'ajuste',
  'status',
  'fecPago',
  'folioPago',
  'tipoCambio',
  'observacion',
  'folioAseguradora',
  'fecConciliacion',
  'folioConciliacion',
  'canceladoPorCierre',
  'createdAt',
  'updatedAt',
]);
