import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Claves de agente: el número con que una aseguradora identifica al agente, con sus comisiones por ramo y el acceso a su portal */
export class AgenteClave extends Modelo {
  static override readonly tableName = 'agente_claves';
  declare id: number;
  declare agenteId: number;
  declare aseguradoraPredefinidaId: number | null;
  declare aseguradoraPropiaId: number | null;
  declare clave: string;
  /** La clave se usa para pólizas de Vida (igual autos, salud y diversos) */
  declare vida: boolean;
  /** Porcentaje de comisión predeterminado para Vida, 0 a 100 (igual autos, salud y diversos) */
  declare comisionVida: number;
  declare autos: boolean;
  declare comisionAutos: number;
  declare salud: boolean;
  declare comisionSalud: number;
  declare diversos: boolean;
  declare comisionDiversos: number;
  declare sincronizacion: boolean;
  declare portalClave: string | null;
  /** Contraseña del portal cifrada con AES-256-GCM (v1:iv:tag:datos en base64); la llave deriva del secreto de la instalación */
  declare portalPasswordCifrado: string | null;
  /** Cuándo corre la siguiente sincronización con el portal: 15 minutos después de guardar las credenciales */
  declare proximaSincronizacion: Date | null;
  /** Cuándo se aceptaron los términos y condiciones al guardar la clave */
  declare terminosAceptadosAt: Date;
  declare createdAt: Date;
  declare updatedAt: Date;
  /** La aseguradora predefinida o la propia, la que esté puesta (docs/adr/010-aseguradoras.md) */
  declare aseguradoraId: number;
}

/** Table and column names of `agente_claves` for tuned knex queries: a renamed property breaks every use. */
export const agenteClaveT = tablaDe<AgenteClave>()('agente_claves', [
  'id',
  'agenteId',
  'aseguradoraPredefinidaId',
  'aseguradoraPropiaId',
  'clave',
  'vida',
  'comisionVida',
  'autos',
  'comisionAutos',
  'salud',
  'comisionSalud',
  'diversos',
  'comisionDiversos',
  'sincronizacion',
  'portalClave',
  'portalPasswordCifrado',
  'proximaSincronizacion',
  'terminosAceptadosAt',
  'createdAt',
  'updatedAt',
  'aseguradoraId',
]);
