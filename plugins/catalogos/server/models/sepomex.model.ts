import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Catálogo Nacional de Códigos Postales de Correos de México (SEPOMEX): un registro por asentamiento; compartido por todos los agentes */
export class Sepomex extends Modelo {
  static override readonly tableName = 'sepomex';
  /** Identificador estable: una actualización del catálogo conserva el id de cada asentamiento que sigue existiendo */
  declare id: number;
  /** Código postal (d_codigo) */
  declare cp: string;
  /** Nombre del asentamiento o colonia (d_asenta) */
  declare asentamiento: string;
  /** Tipo de asentamiento: Colonia, Fraccionamiento, Ranchería… (d_tipo_asenta) */
  declare tipo: string;
  /** Municipio o alcaldía (D_mnpio) */
  declare municipio: string;
  /** Entidad federativa (d_estado) */
  declare estado: string;
  /** Ciudad (d_ciudad); vacía en asentamientos fuera de una ciudad */
  declare ciudad: string | null;
  /** Zona: Urbano, Rural o Semiurbano (d_zona) */
  declare zona: string | null;
  /** Clave INEGI de la entidad federativa (c_estado) */
  declare cEstado: string;
  /** Clave INEGI del municipio dentro de la entidad (c_mnpio) */
  declare cMnpio: string;
  /** Identificador del asentamiento dentro del municipio (id_asenta_cpcons); con cp, c_estado y c_mnpio identifica el asentamiento entre versiones del catálogo */
  declare idAsentaCpcons: string;
}

/** Table and column names of `sepomex` for tuned knex queries: a renamed property breaks every use. */
export const sepomexT = tablaDe<Sepomex>()('sepomex', ['id', 'cp', 'asentamiento', 'tipo', 'municipio', 'estado', 'ciudad', 'zona', 'cEstado', 'cMnpio', 'idAsentaCpcons']);
