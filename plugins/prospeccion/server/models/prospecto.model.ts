import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { EdoCivil, Fiscal, Sexo, StatusProspecto } from '../../shared/prospectos.ts';

/** Prospectos del agente: personas o empresas que aún no son clientes (spec 03 §3) */
export class Prospecto extends Modelo {
  static override readonly tableName = 'prospectos';
  declare id: number;
  declare agenteId: number;
  declare fiscal: Fiscal;
  /** Nombre(s) de la persona física, o razón social de la persona moral */
  declare nombres: string;
  declare apPat: string | null;
  declare apMat: string | null;
  declare fecNacimiento: string | null;
  declare sexo: Sexo | null;
  declare edoCivil: EdoCivil | null;
  declare telefono: string | null;
  declare email: string | null;
  /** Fecha de constitución de la persona moral */
  declare fecRegistro: string | null;
  /** activo (editable y eliminable) o convertido (ya es cliente: cliente_id) */
  declare status: StatusProspecto;
  /** Creado por un proceso automático; la pantalla lo avisa */
  declare esRobot: boolean;
  /** El cliente en que se convirtió; su bitácora y adjuntos pasaron a ese cliente */
  declare clienteId: number | null;
  /** Cuándo se convirtió en cliente */
  declare fechaConversion: Date | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `prospectos` for tuned knex queries: a renamed property breaks every use. */
export const prospectoT = tablaDe<Prospecto>()('prospectos', [
  'id',
  'agenteId',
  'fiscal',
  'nombres',
  'apPat',
  'apMat',
  'fecNacimiento',
  'sexo',
  'edoCivil',
  'telefono',
  'email',
  'fecRegistro',
  'status',
  'esRobot',
  'clienteId',
  'fechaConversion',
  'createdAt',
  'updatedAt',
]);
