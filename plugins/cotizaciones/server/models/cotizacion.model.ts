import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import type { FormaPago, RamoId } from '../../../catalogos/shared/catalogos.ts';
import type { AseguradoCotizacion, StatusCotizacion, VehiculoCotizacion } from '../../shared/cotizaciones.ts';

/** Cotizaciones: propuestas de varias aseguradoras para un cliente o prospecto, enviadas con una liga al visor público (docs/adr/033-cotizaciones.md) */
export class Cotizacion extends Modelo {
  static override readonly tableName = 'cotizaciones';
  static override readonly jsonAttributes = ['vehiculos', 'asegurados'];
  declare id: number;
  declare agenteId: number;
  /** Identificador aleatorio (v4) de la liga pública del visor: nunca secuencial */
  declare uuid: string;
  /** Número consecutivo por agente, sin saltos ni repetidos (cotizacion_folios) */
  declare noCotizacion: number;
  declare ramoId: RamoId;
  declare clienteId: number | null;
  declare prospectoId: number | null;
  declare correo: string;
  /** captura, enviada, revision, cancelada, perdida, ganada o eliminada (borrada: conserva su número); transiciones en la ADR 033 */
  declare status: StatusCotizacion;
  declare fecVencimiento: string;
  declare texto: string | null;
  /** Auto: [{descripcion, modelo}] */
  declare vehiculos: VehiculoCotizacion[];
  /** Salud y Vida: [{id, nombre, parentesco, genero, fecNacimiento, edad}]; el primero es el titular */
  declare asegurados: AseguradoCotizacion[];
  declare fechaEnvio: Date | null;
  /** Primera vez que alguien abrió el visor público */
  declare fechaVista: Date | null;
  /** La propuesta que el cliente aceptó desde el visor; nulo mientras no acepta */
  declare aceptadaItemId: number | null;
  declare aceptadaFormaPago: FormaPago | null;
  /** El nombre que el cliente escribió para confirmar su aceptación */
  declare aceptadaNombre: string | null;
  declare aceptadaEn: Date | null;
  declare usuarioId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
}

/** Table and column names of `cotizaciones` for tuned knex queries: a renamed property breaks every use. */
export const cotizacionT = tablaDe<Cotizacion>()('cotizaciones', [
  'id',
  'agenteId',
  'uuid',
  'noCotizacion',
  'ramoId',
  'clienteId',
  'prospectoId',
  'correo',
  'status',
  'fecVencimiento',
  'texto',
  'vehiculos',
  'asegurados',
  'fechaEnvio',
  'fechaVista',
  'aceptadaItemId',
  'aceptadaFormaPago',
  'aceptadaNombre',
  'aceptadaEn',
  'usuarioId',
  'createdAt',
  'updatedAt',
]);
