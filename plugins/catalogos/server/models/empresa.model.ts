import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Datos de la empresa del agente que ven sus clientes en las cotizaciones; uno por agente */
export class Empresa extends Modelo {
  static override readonly tableName = 'empresas';
  declare id: number;
  declare agenteId: number;
  declare razonSocial: string;
  declare rfc: string | null;
  declare direccion: string | null;
  declare tel1: string;
  declare tel2: string | null;
  declare correo1: string;
  declare correo2: string | null;
  declare facebook: string | null;
  declare youtube: string | null;
  declare tiktok: string | null;
  declare twitter: string | null;
  declare web: string | null;
  /** Dirección devuelta por la subida del logo al almacenamiento (bucket empresa) */
  declare logoUrl: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `empresas` for tuned knex queries: a renamed property breaks every use. */
export const empresaT = tablaDe<Empresa>()('empresas', [
  'id',
  'agenteId',
  'razonSocial',
  'rfc',
  'direccion',
  'tel1',
  'tel2',
  'correo1',
  'correo2',
  'facebook',
  'youtube',
  'tiktok',
  'twitter',
  'web',
  'logoUrl',
  'createdAt',
  'updatedAt',
]);
