import { formatFecha } from '../../../core/shared/format.ts';
import type { FormaPago, RamoId, StatusPoliza, StatusRecibo } from '../../catalogos/shared/catalogos.ts';

/**
 * Policies and receipts as the API answers them (spec 02 §3: Poliza, policy list item, Recibo).
 * Money travels as numbers with two decimals; dates as 'yyyy-MM-dd'.
 */

export interface Asegurado {
  id: number | null;
  parentesco: 'titular' | 'conyuge' | 'hijo' | 'otro';
  nombres: string;
  apPat: string;
  apMat: string | null;
  fecNacimiento: string | null;
  rfc: string | null;
  genero: 'hombre' | 'mujer';
}

export interface Vehiculo {
  id: number | null;
  modelo: number;
  marca: string | null;
  tipo: string | null;
  amis: string | null;
  descripcion: string;
  noSerie: string;
  placas: string | null;
}

export interface Recibo {
  id: number;
  polizaId: number;
  serie: number;
  totalSerie: number;
  fecVigDe: string;
  fecVigA: string;
  fecVence: string;
  prima: number;
  derecho: number;
  recargo: number;
  iva: number;
  total: number;
  comision: number;
  ajuste: number;
  fecPago: string | null;
  folioPago: string | null;
  tipoCambio: number | null;
  observacion: string | null;
  /** vencido: pendiente and past its due date (computed when read, never stored). */
  status: StatusRecibo;
  folioAseguradora: string | null;
  fecConciliacion: string | null;
  folioConciliacion: string | null;
  moneda: MonedaDePoliza;
}

export interface MonedaDePoliza {
  id: number;
  moneda: string;
  abreviacion: string;
}

export interface PersonaResumen {
  id: number;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
}

export interface ClienteDePoliza extends PersonaResumen {
  rfc: string;
  fiscal: 'fisica' | 'moral';
  esRobot: boolean;
  correos: { correo: string }[];
}

export interface AgenteClaveDePoliza {
  id: number;
  clave: string;
  aseguradora: { id: number; aseguradora: string; abreviacion: string; logoBco: string | null };
}

/** GET /polizas/{id}. */
export interface Poliza {
  id: number;
  status: StatusPoliza;
  noPoliza: string;
  concepto: string;
  paquete: string;
  ramo: { id: RamoId; ramo: string; modelo: RamoId };
  cliente: ClienteDePoliza;
  vendedor: PersonaResumen | null;
  direccion: { direccion: string | null };
  moneda: MonedaDePoliza;
  vehiculo: Vehiculo | null;
  asegurados: Asegurado[];
  texto: string | null;
  prima: number;
  derecho: number;
  recargo: number;
  iva: number;
  total: number;
  porcentajeComision: number;
  comisiones: number;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  /** Capture datetime 'yyyy-MM-dd HH:mm:ss'. */
  fecha: string;
  formaPago: FormaPago;
  conducto: string | null;
  conductoDescripcion: string | null;
  agenteClave: AgenteClaveDePoliza;
  esRobot: boolean;
  polizaIDRenovo: number | null;
  /** The policy this one renews, or null. */
  renuevaA: number | null;
  caratula: { caratulaUrl: string; filename: string } | null;
  recibos: Recibo[];
}

/** One row of GET /polizas. */
export interface PolizaItem {
  id: number;
  polizaId: number;
  nombres: string;
  apPat: string | null;
  apMat: string | null;
  clienteId: number;
  ramo: RamoId;
  noPoliza: string;
  concepto: string;
  esRobot: boolean;
  aseguradora: string;
  aseguradoraAbre: string;
  total: number;
  moneda: string;
  status: StatusPoliza;
  formaPago: FormaPago;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  polizaIDRenovo: number | null;
  cliente: { correos: { correo: string }[] };
}

/** A receipt of GET /recibos: what the collection rows show, with its policy embedded (spec 02 §3). */
export interface ReciboItem extends Recibo {
  poliza: {
    id: number;
    noPoliza: string;
    total: number;
    concepto: string;
    status: StatusPoliza;
    cliente: PersonaResumen & { correos: { correo: string }[] };
    ramo: { id: RamoId; ramo: string };
    agenteClave: { aseguradora: { id: number; abreviacion: string } };
  };
}

/** The policy a save would repeat (same insurer and number, overlapping validity): the body of that 400. */
export interface PolizaDuplicada {
  id: number;
  noPoliza: string;
  /** The insurer's abbreviation. */
  aseguradora: string;
  status: StatusPoliza;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
}

export const MENSAJES_POLIZAS = {
  numeroRepetido: (p: Omit<PolizaDuplicada, 'id' | 'status'>) =>
    `Ya existe la póliza ${p.noPoliza} de ${p.aseguradora} con vigencia del ${formatFecha(p.fechaVigenciaDe)} al ${formatFecha(p.fechaVigenciaA)}, que se cruza con la de esta. Revisa esa póliza, o cambia el número o la vigencia.`,
  verPolizaRepetida: (noPoliza: string) => `Ver la póliza ${noPoliza}`,
  /** The wizard's hint under a step that cannot continue yet: the fields still missing or wrong. */
  paraContinuar: (campos: readonly string[]) => `Para continuar, completa o corrige: ${new Intl.ListFormat('es', { type: 'conjunction' }).format(campos)}.`,
  caratulaAjena: 'La carátula debe ser un archivo que subiste a Cartera',
  guardada: 'Póliza guardada correctamente',
  eliminada: 'Póliza eliminada correctamente',
  noExiste: 'La póliza no existe',
  reciboNoExiste: 'El recibo no existe',
  yaRenovada: 'Esta póliza ya fue renovada; cancela o termina la otra póliza antes de crear otra renovación',
  noRenovable: 'Solo se puede renovar una póliza vigente, terminada o cancelada',
  cerrada: (terminada: boolean) => (terminada ? 'Póliza terminada correctamente' : 'Póliza cancelada correctamente'),
  noCerrable: 'Solo se puede cerrar o cancelar una póliza vigente o pendiente',
  reactivada: 'Póliza reactivada correctamente',
  noReactivable: 'Solo se puede reactivar una póliza terminada o cancelada',
  clienteNoExiste: 'El contratante no existe',
  vendedorNoExiste: 'El vendedor no existe',
  claveNoExiste: 'La clave de agente no existe',
  claveSinRamo: 'La clave de agente no está habilitada para este ramo',
  monedaNoConfigurada: 'La moneda no está configurada; agrégala en Configuración > Monedas',
  formaPagoBloqueada: 'La forma de pago solo se elige al capturar la póliza',
  reciboPagadoNoSeQuita: 'Un recibo pagado no se puede quitar de la póliza; revierte antes su pago',
  reciboAjeno: 'El recibo no pertenece a esta póliza',
  sinRecibos: 'La póliza necesita al menos un recibo',
  totalNoCuadra: 'El total debe ser la suma de prima neta, derecho, financiamiento e IVA',
  reciboTotalNoCuadra: (serie: number) => `El total del recibo ${serie} debe ser la suma de prima neta, derecho, financiamiento e IVA`,
  reciboPagado: 'Recibo pagado correctamente',
  pagoRevertido: 'Pago revertido correctamente',
  reciboCancelado: 'Recibo cancelado correctamente',
  reciboReactivado: 'Recibo reactivado correctamente',
  reciboNoPagable: 'Solo se puede pagar un recibo pendiente o vencido',
  reciboNoPagado: 'El recibo no está pagado',
  reciboNoCancelable: 'Solo se puede cancelar un recibo pendiente o vencido',
  reciboNoReactivable: 'Solo se puede reactivar un recibo cancelado',
  polizaNoActiva: 'La póliza no está vigente; reactívala antes de cambiar sus recibos',
  tipoCambioPesos: 'El tipo de cambio de un recibo en pesos es 1',
  razonNoExiste: 'El motivo no existe',
} as const;
