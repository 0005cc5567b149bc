import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Vehículo asegurado de una póliza de Auto */
export class PolizaVehiculo extends Modelo {
  static override readonly tableName = 'poliza_vehiculos';
  declare id: number;
  declare agenteId: number;
  declare polizaId: number;
  /** Año modelo */
  declare modelo: number;
  declare marca: string | null;
  declare tipo: string | null;
  /** Clave del catálogo de vehículos del producto, si la descripción se eligió de él */
  declare amis: string | null;
  declare descripcion: string;
  declare noSerie: string;
  declare placas: string | null;
}

/** Table and column names of `poliza_vehiculos` for tuned knex queries: a renamed property breaks every use. */
export const polizaVehiculoT = tablaDe<PolizaVehiculo>()('poliza_vehiculos', ['id', 'agenteId', 'polizaId', 'modelo', 'marca', 'tipo', 'amis', 'descripcion', 'noSerie', 'placas']);
