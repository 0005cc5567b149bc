import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Totales del resumen de cartera por agente, indicador, ramo, moneda y día; los mantienen disparadores sobre polizas y recibos (docs/adr/018-resumen-cartera.md) */
export class ResumenCartera extends Modelo {
  static override readonly tableName = 'resumen_cartera';
  declare agenteId: number;
  /** vigentes y por_renovar: pólizas vigentes (sin renovar) por fin de vigencia; pendientes: recibos pendientes de pólizas vigentes por vencimiento; pagos: recibos pagados por fecha de pago (prima neta en pesos con su tipo de cambio); emision: prima neta de pólizas no eliminadas por inicio de vigencia, en su moneda */
  declare indicador: string;
  declare ramoId: number;
  /** Moneda del catálogo para emision y pendientes; 0 en los demás indicadores */
  declare monedaId: number;
  /** vigentes y clientes: '-infinity' (sin fecha); por_renovar y pendientes: el día del fin de vigencia o del vencimiento; pagos y emision: el primer día del mes de pago o de inicio de vigencia */
  declare fecha: string;
  declare cantidad: number;
  /** pagos: prima neta pagada en pesos; emision: prima neta en su moneda; pendientes: total de los recibos en su moneda; 0 en los demás */
  declare prima: number;
}

/** Table and column names of `resumen_cartera` for tuned knex queries: a renamed property breaks every use. */
export const resumenCarteraT = tablaDe<ResumenCartera>()('resumen_cartera', ['agenteId', 'indicador', 'ramoId', 'monedaId', 'fecha', 'cantidad', 'prima']);
