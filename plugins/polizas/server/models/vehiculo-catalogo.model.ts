import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';

/** Catálogo de vehículos vendidos en México (marca, línea, versión por año modelo) que se incluye con el producto; compartido por todos los agentes y de solo lectura para ellos */
export class VehiculoCatalogo extends Modelo {
  static override readonly tableName = 'vehiculos_catalogo';
  declare id: number;
  /** Clave propia de Cartera (CRT- y 12 dígitos hexadecimales), estable mientras no cambien marca, línea, versión y año; se envía como amis, pero no es una clave AMIS */
  declare clave: string;
  declare marca: string;
  /** Línea o submarca (VERSA, JETTA…); el campo tipo de la sugerencia */
  declare tipo: string;
  /** Versión: equipamiento y transmisión (SENSE TM, COMFORTLINE TIPTRONIC…) */
  declare version: string;
  /** Año modelo */
  declare modelo: number;
  /** auto, pickup, suv o van; pickup=1 en la búsqueda limita a pickup */
  declare clase: string;
  /** Marca, línea y versión, como se guarda en el vehículo de la póliza */
  declare descripcion: string;
  /** Lo que compara la búsqueda: las palabras de la descripción en minúsculas sin acentos ni signos, el año y la descripción sin espacios, entre espacios */
  declare busqueda: string;
}

/** Table and column names of `vehiculos_catalogo` for tuned knex queries: a renamed property breaks every use. */
export const vehiculoCatalogoT = tablaDe<VehiculoCatalogo>()('vehiculos_catalogo', ['id', 'clave', 'marca', 'tipo', 'version', 'modelo', 'clase', 'descripcion', 'busqueda']);
