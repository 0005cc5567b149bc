import type { RelationMappings } from 'objection';
import { Modelo, tablaDe } from '../../../../core/server/db/modelo.ts';
import { Cliente, clienteT } from '../../../clientes/server/index.ts';
import { Ramo, ramoT, Vendedor, vendedorT } from '../../../catalogos/server/index.ts';
import { AgenteClave, agenteClaveT } from './agente-clave.model.ts';
import { PolizaAsegurado, polizaAseguradoT } from './poliza-asegurado.model.ts';
import { PolizaVehiculo, polizaVehiculoT } from './poliza-vehiculo.model.ts';
import { Recibo, reciboT } from './recibo.model.ts';

/** Pólizas del agente (docs/adr/017-polizas.md) */
export class Poliza extends Modelo {
  static override readonly tableName = 'polizas';
  // To other plugins' published models and to its own parts (a getter: the classes load in any order).
  static override get relationMappings(): RelationMappings {
    const p = polizaT.q;
    return {
      cliente: { relation: Modelo.BelongsToOneRelation, modelClass: Cliente, join: { from: p.clienteId, to: clienteT.q.id } },
      ramo: { relation: Modelo.BelongsToOneRelation, modelClass: Ramo, join: { from: p.ramoId, to: ramoT.q.id } },
      vendedor: { relation: Modelo.BelongsToOneRelation, modelClass: Vendedor, join: { from: p.vendedorId, to: vendedorT.q.id } },
      clave: { relation: Modelo.BelongsToOneRelation, modelClass: AgenteClave, join: { from: p.agenteClaveId, to: agenteClaveT.q.id } },
      asegurados: { relation: Modelo.HasManyRelation, modelClass: PolizaAsegurado, join: { from: p.id, to: polizaAseguradoT.q.polizaId } },
      vehiculo: { relation: Modelo.HasOneRelation, modelClass: PolizaVehiculo, join: { from: p.id, to: polizaVehiculoT.q.polizaId } },
      recibos: { relation: Modelo.HasManyRelation, modelClass: Recibo, join: { from: p.id, to: reciboT.q.polizaId } },
    };
  }
  declare id: number;
  declare agenteId: number;
  /** vigente, pendiente, terminada (cerrada con algún recibo pagado), cancelada (cerrada sin pagos) o eliminada (borrado lógico: sale de toda lista y reporte) */
  declare status: string;
  declare noPoliza: string;
  declare concepto: string;
  /** Plan o paquete contratado */
  declare paquete: string;
  declare ramoId: number;
  declare clienteId: number;
  declare vendedorId: number | null;
  declare agenteClaveId: number;
  /** Aseguradora de la clave de agente, copiada para filtrar y agrupar sin unir la clave */
  declare aseguradoraId: number;
  /** Moneda del catálogo (MXN 1, USD 2, EUR 3, UDI 4); el tipo de cambio es el que configuró el agente */
  declare monedaId: number;
  declare formaPago: string;
  /** Conducto de cobro (CXC, TARJETA, ...); nulo si no se indicó uno válido */
  declare conducto: string | null;
  declare fechaVigenciaDe: string;
  declare fechaVigenciaA: string;
  declare prima: number;
  declare derecho: number;
  /** Financiamiento (recargo por pago fraccionado); puede ser negativo */
  declare recargo: number;
  declare iva: number;
  declare total: number;
  declare comision: number;
  declare porcentajeComision: number;
  /** Descripción libre del bien asegurado (Diversos y detalles) */
  declare texto: string | null;
  /** Creada por sincronización o PDF: el agente debe validar sus datos */
  declare esRobot: boolean;
  /** La póliza que renovó a esta, o nulo */
  declare polizaIdRenovo: number | null;
  /** La póliza que esta renueva, o nulo */
  declare renuevaAId: number | null;
  declare caratulaUrl: string | null;
  declare caratulaArchivo: string | null;
  /** Motivo del último cierre o cancelación (razones tipo 0) */
  declare cierreRazonId: number | null;
  declare cierreTexto: string | null;
  /** Quién capturó la póliza; created_at es su fecha de captura */
  declare usuarioId: number;
  declare createdAt: Date;
  declare updatedAt: Date;
  /** Número de póliza en minúsculas y sin acentos (cartera_fold), para buscar por número */
  declare noPolizaBusqueda: string;
}

/** Table and column names of `polizas` for tuned knex queries: a renamed property breaks every use. */
export const polizaT = tablaDe<Poliza>()('polizas', [
  'id',
  'agenteId',
  'status',
  'noPoliza',
  'concepto',
  'paquete',
  'ramoId',
  'clienteId',
  'vendedorId',
  'agenteClaveId',
  'aseguradoraId',
  'monedaId',
  'formaPago',
  'conducto',
  'fechaVigenciaDe',
  'fechaVigenciaA',
  'prima',
  'derecho',
  'recargo',
  'iva',
  'total',
  'comision',
  'porcentajeComision',
  'texto',
  'esRobot',
  'polizaIdRenovo',
  'renuevaAId',
  'caratulaUrl',
  'caratulaArchivo',
  'cierreRazonId',
  'cierreTexto',
  'usuarioId',
  'createdAt',
  'updatedAt',
  'noPolizaBusqueda',
]);
