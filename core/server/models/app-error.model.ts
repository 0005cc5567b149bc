import { Modelo, tablaDe } from '../db/modelo.ts';

/** Fallos de la interfaz reportados por el navegador (POST /api/app-errors) */
export class AppError extends Modelo {
  static override readonly tableName = 'app_errors';
  declare id: number;
  declare mensaje: string;
  declare stack: string | null;
  declare componentStack: string | null;
  declare url: string | null;
  declare userAgent: string | null;
  declare requestId: string | null;
  declare agenteId: number | null;
  declare usuarioId: number | null;
  declare createdAt: Date;
}

/** Table and column names of `app_errors` for tuned knex queries: a renamed property breaks every use. */
export const appErrorT = tablaDe<AppError>()('app_errors', ['id', 'mensaje', 'stack', 'componentStack', 'url', 'userAgent', 'requestId', 'agenteId', 'usuarioId', 'createdAt']);
