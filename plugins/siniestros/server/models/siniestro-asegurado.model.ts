import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Asegurados de la póliza que nombra un siniestro (Vida y Salud), copiados al elegirlos */
export class SiniestroAsegurado extends Modelo {
  static override readonly tableName = 'siniestro_asegurados';
  declare id: number;
  declare agenteId: number;
  declare siniestroId: number;
  /** El asegurado de la póliza que se eligió; sin llave: editar la póliza renumera sus asegurados y el siniestro conserva su copia */
  declare polizaAseguradoId: number | null;
  declare orden: number;
  declare parentesco: string;
  declare nombres: string;
  declare apPat: string | null;
  declare apMat: string | null;
}

/** Table and column names of `siniestro_asegurados` for tuned knex queries: a renamed property breaks every use. */
export const siniestroAseguradoT = tablaDe<SiniestroAsegurado>()('siniestro_asegurados', [
  'id',
  'agenteId',
  'siniestroId',
  'polizaAseguradoId',
  'orden',
  'parentesco',
  'nombres',
  'apPat',
  'apMat',
]);
