import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Asegurados de pólizas de Vida y Salud, en el orden capturado (el primero es el titular en Vida) */
export class PolizaAsegurado extends Modelo {
  static override readonly tableName = 'poliza_asegurados';
  declare id: number;
  declare agenteId: number;
  declare polizaId: number;
  declare orden: number;
  declare parentesco: string;
  declare nombres: string;
  declare apPat: string;
  declare apMat: string | null;
  declare fecNacimiento: string | null;
  declare rfc: string | null;
  declare genero: string;
}

/** Table and column names of `poliza_asegurados` for tuned knex queries: a renamed property breaks every use. */
export const polizaAseguradoT = tablaDe<PolizaAsegurado>()('poliza_asegurados', [
  'id',
  'agenteId',
  'polizaId',
  'orden',
  'parentesco',
  'nombres',
  'apPat',
  'apMat',
  'fecNacimiento',
  'rfc',
  'genero',
]);
