import { validate, type ValidationResult } from '../../../../../core/shared/validation.ts';
import { generalesSchema, primasSchema, validarPoliza, type PolizaDatos } from '../../../shared/poliza-form.ts';
import type { BorradorPoliza } from './borrador.ts';
import { datosDeAsegurado } from './aseguradosBorrador.ts';
import { ramoDe } from './primasBorrador.ts';

/**
 * The draft as the save payload (spec 02 §3 'Policy save payload') and the checks each step runs
 * before it lets the user continue: the shared schemas POST and PUT /polizas apply.
 */

/** Datos Generales under the payload's names. */
export function datosGenerales(b: BorradorPoliza): Record<string, unknown> {
  const g = b.generales;
  return {
    clienteId: g.cliente?.id ?? null,
    claveAgente: g.claveAgente,
    vendedor: g.vendedor?.id ?? null,
    moneda: g.moneda,
    formaPago: g.formaPago,
    noPoliza: g.noPoliza,
    concepto: g.concepto,
    paquete: g.paquete,
    ramo: ramoDe(b),
    conducto: g.conducto,
    fechaVigenciaDe: g.fechaVigenciaDe,
    fechaVigenciaA: g.fechaVigenciaA,
    polizaIDRenovo: g.polizaIDRenovo,
  };
}

export function datosPrimas(b: BorradorPoliza): Record<string, unknown> {
  const { prima, derecho, recargo, iva, total, porcentajeComision, comision } = b.primas;
  return { prima, derecho, recargo, iva, total, porcentajeComision, comision };
}

export function datosVehiculo(b: BorradorPoliza): Record<string, unknown> {
  return { ...b.vehiculo, placas: b.vehiculo.placas || null };
}

export const validarGenerales = (b: BorradorPoliza) => validate(generalesSchema, datosGenerales(b));

export const validarPrimas = (b: BorradorPoliza) => validate(primasSchema, datosPrimas(b));

/** Primas: valid by the shared schema, with prima neta and total above 0 (spec 02 §5). */
export function primasCompletas(b: BorradorPoliza): boolean {
  return b.primas.prima > 0 && b.primas.total > 0 && validarPrimas(b).ok;
}

/** The payload of POST /polizas (new, renewal) and PUT /polizas/{id}. */
export function payloadDeBorrador(b: BorradorPoliza): Record<string, unknown> {
  const g = b.generales;
  const conAsegurados = b.newType === 'vida' || b.newType === 'salud';
  return {
    ...datosGenerales(b),
    ...datosPrimas(b),
    serie: b.recibos.length,
    ajuste: 0,
    fecVence: b.recibos.at(-1)?.fecVence ?? null,
    fecPago: null,
    tipoCambio: 1,
    totalSerie: 1,
    observacion: null,
    status: 'vigente',
    cliente: g.cliente && { id: g.cliente.id },
    texto: b.detalles.texto.trim() || null,
    asegurados: conAsegurados ? b.asegurados.map(datosDeAsegurado) : [],
    vehiculo: b.newType === 'autos' ? datosVehiculo(b) : null,
    recibos: b.recibos,
    caratula: b.caratula,
  };
}

/** The whole payload through the API's own check (stops at the first failing part, as the server does). */
export function validarEnvio(b: BorradorPoliza): ValidationResult<PolizaDatos> {
  return validarPoliza(payloadDeBorrador(b));
}
