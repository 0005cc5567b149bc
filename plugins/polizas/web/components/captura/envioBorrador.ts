import { validate, type FieldErrors, type Schema, type ValidationResult } from '../../../../../core/shared/validation.ts';
import { generalesSchema, primasSchema, reciboSchema, validarPoliza, type PolizaDatos } from '../../../shared/poliza-form.ts';
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

/** What was typed in the money fields under `prefijo` that is no number, by the field's own name. */
function entradasDe(b: Pick<BorradorPoliza, 'entradas'>, prefijo: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(b.entradas)
      .filter(([campo]) => campo.startsWith(prefijo) && !campo.slice(prefijo.length).includes('.'))
      .map(([campo, texto]) => [campo.slice(prefijo.length), texto]),
  );
}

/** Primas by the shared schema, with whatever was typed as it was typed ('abc' is refused, not 0). */
export const validarPrimas = (b: BorradorPoliza) => validate(primasSchema, { ...datosPrimas(b), ...entradasDe(b, '') });

/** Primas: valid by the shared schema, with prima neta and total above 0 (spec 02 §5). */
export function primasCompletas(b: BorradorPoliza): boolean {
  return b.primas.prima > 0 && b.primas.total > 0 && validarPrimas(b).ok;
}

/** The messages of receipt `indice`'s fields by the shared schema, as typed. */
export function erroresDeRecibo(b: BorradorPoliza, indice: number): FieldErrors {
  const r = validate(reciboSchema, { ...b.recibos[indice], ...entradasDe(b, `recibos.${indice}.`) });
  return r.ok ? {} : r.errors;
}

/** The first field typed with text that is no number, and its message (null when there is none). */
export function entradaNoValida(b: BorradorPoliza): { campo: string; message: string } | null {
  const [campo, texto] = Object.entries(b.entradas)[0] ?? [];
  if (campo === undefined) return null;
  const nombre = campo.split('.').at(-1) ?? campo;
  const schema: Schema = campo.startsWith('recibos.') ? reciboSchema : primasSchema;
  const r = validate({ [nombre]: schema[nombre] ?? { kind: 'number', label: 'El monto' } }, { [nombre]: texto });
  return { campo, message: r.ok ? 'El monto debe ser un número' : r.message };
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

/**
 * The whole payload through the API's own check (stops at the first failing part, as the server
 * does); before it, any money field typed with text that is no number.
 */
export function validarEnvio(b: BorradorPoliza): ValidationResult<PolizaDatos> {
  const entrada = entradaNoValida(b);
  if (entrada) return { ok: false, errors: { [entrada.campo]: entrada.message }, message: entrada.message };
  return validarPoliza(payloadDeBorrador(b));
}
