import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Parámetros de cada agente para cada aplicación integrada (token de Todoist, días de aviso) */
export class IntegracionParametro extends Modelo {
  static override readonly tableName = 'integraciones_parametros';
  declare id: number;
  declare agenteId: number;
  /** TODOIST; los conectores de portales se agregan con sus propios parámetros */
  declare aplicacion: string;
  declare parametro: string;
  /** El valor; si es sensible, cifrado (AES-256-GCM, v1:iv:tag:datos) y nunca se responde sin enmascarar */
  declare valor: string;
  declare sensible: boolean;
  declare updatedAt: Date;
}

/** Table and column names of `integraciones_parametros` for tuned knex queries: a renamed property breaks every use. */
export const integracionParametroT = tablaDe<IntegracionParametro>()('integraciones_parametros', ['id', 'agenteId', 'aplicacion', 'parametro', 'valor', 'sensible', 'updatedAt']);
