import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Direcciones de los clientes */
export class ClienteDireccion extends Modelo {
  static override readonly tableName = 'clientes_direcciones';
  declare id: number;
  declare agenteId: number;
  declare clienteId: number;
  /** Texto libre corto: casa, oficina… */
  declare tipo: string | null;
  /** Calle y número */
  declare direccion: string;
  /** Asentamiento elegido del catálogo SEPOMEX; nulo cuando el código postal no está en el catálogo y la colonia y el municipio se escribieron a mano */
  declare sepomexId: number | null;
  declare cp: string;
  /** Copia del asentamiento SEPOMEX al guardar, o la colonia escrita a mano */
  declare colonia: string;
  declare municipio: string;
  declare estado: string | null;
  declare ciudad: string | null;
}

/** Table and column names of `clientes_direcciones` for tuned knex queries: a renamed property breaks every use. */
export const clienteDireccionT = tablaDe<ClienteDireccion>()('clientes_direcciones', [
  'id',
  'agenteId',
  'clienteId',
  'tipo',
  'direccion',
  'sepomexId',
  'cp',
  'colonia',
  'municipio',
  'estado',
  'ciudad',
]);
