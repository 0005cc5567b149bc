import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Plantillas de correo del agente por evento, con campos @ que la traducción llena (docs/adr/029-comunicacion.md) */
export class CorreoModeloFila extends Modelo {
  static override readonly tableName = 'correo_modelos';
  declare id: number;
  declare agenteId: number;
  declare nombre: string;
  /** Evento del catálogo del plugin comunicacion: 1 póliza, 2 recibo, 3 renovación, 4 cliente */
  declare correoEventoId: number;
  declare cuentaFrom: string | null;
  declare cuentaCc: string | null;
  /** Copia oculta (CCO) que propone el formulario de envío */
  declare cuentaCcb: string | null;
  declare asunto: string;
  /** HTML sanitizado al guardar (sanitize-html): sin scripts, eventos, javascript: ni estilos remotos */
  declare cuerpo: string;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `correo_modelos` for tuned knex queries: a renamed property breaks every use. */
export const correoModeloT = tablaDe<CorreoModeloFila>()('correo_modelos', [
  'id',
  'agenteId',
  'nombre',
  'correoEventoId',
  'cuentaFrom',
  'cuentaCc',
  'cuentaCcb',
  'asunto',
  'cuerpo',
  'createdAt',
  'updatedAt',
]);
