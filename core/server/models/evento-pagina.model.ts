import { Modelo, tablaDe } from '../db/modelo.ts';

/** Páginas visitadas por los usuarios (un registro por cambio de ruta en la aplicación) */
export class EventoPagina extends Modelo {
  static override readonly tableName = 'eventos_pagina';
  declare id: number;
  declare agenteId: number;
  declare usuarioId: number;
  declare path: string;
  declare createdAt: Date;
}

/** Table and column names of `eventos_pagina` for tuned knex queries: a renamed property breaks every use. */
export const eventoPaginaT = tablaDe<EventoPagina>()('eventos_pagina', ['id', 'agenteId', 'usuarioId', 'path', 'createdAt']);
