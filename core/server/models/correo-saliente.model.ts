import { Modelo, tablaDe } from '../db/modelo.ts';

/** Bandeja de salida: cada correo enviado (o guardado cuando no hay SMTP_URL) con su estado */
export class CorreoSaliente extends Modelo {
  static override readonly tableName = 'correos_salientes';
  declare id: number;
  declare agenteId: number | null;
  declare para: string;
  declare asunto: string;
  declare texto: string;
  declare html: string | null;
  declare estado: string;
  declare error: string | null;
  declare enviadoAt: Date | null;
  declare createdAt: Date;
}

/** Table and column names of `correos_salientes` for tuned knex queries: a renamed property breaks every use. */
export const correoSalienteT = tablaDe<CorreoSaliente>()('correos_salientes', ['id', 'agenteId', 'para', 'asunto', 'texto', 'html', 'estado', 'error', 'enviadoAt', 'createdAt']);
