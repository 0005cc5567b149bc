import { Modelo, tablaDe } from '../db/modelo.ts';

export type MotivoRevocacion = 'salida' | 'password' | 'correo' | 'privilegios' | 'desactivado' | 'eliminado';

/** Sesiones iniciadas: el token las nombra; una sesión revocada o vencida ya no vale aunque su token no haya expirado */
export class Sesion extends Modelo {
  static override readonly tableName = 'sesiones';
  declare id: string;
  declare agenteId: number;
  declare usuarioId: number;
  declare createdAt: Date;
  /** Vida absoluta de la sesión: renovar el token no la extiende */
  declare expiraAt: Date;
  declare revocadaAt: Date | null;
  /** Por qué se revocó: salida, password, correo, privilegios, desactivado, eliminado */
  declare motivo: MotivoRevocacion | null;
}

/** Table and column names of `sesiones` for tuned knex queries: a renamed property breaks every use. */
export const sesionT = tablaDe<Sesion>()('sesiones', ['id', 'agenteId', 'usuarioId', 'createdAt', 'expiraAt', 'revocadaAt', 'motivo']);
