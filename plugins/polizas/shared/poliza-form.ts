import { validate, type FieldErrors, type Schema, type ValidationResult } from '../../../core/shared/validation.ts';
import { CONDUCTOS, FORMAS_PAGO, RAMO_IDS, type FormaPago, type RamoId } from '../../catalogos/shared/catalogos.ts';
import { aCentavos, MONTO_MAXIMO, reglaDeMonto } from './dinero.ts';
import { MENSAJES_POLIZAS, type Asegurado, type Vehiculo } from './polizas.ts';
import { vigenciaSchema } from './recibos-reglas.ts';
import { vehiculoSchema } from './vehiculos.ts';

/**
 * The policy save payload (spec 02 §3 'Policy save payload') and its rules (§5): the wizard's steps
 * and POST/PUT /polizas run these same functions. Related records may come as an id or as `{id}`.
 */

const MAX_ID = 2_147_483_647;
const MAX_ASEGURADOS = 50;
const MAX_RECIBOS = 366;

/** Letters, digits and the few signs a policy number or folio uses ('simple characters'). */
export const CARACTERES_SIMPLES = /^[\p{L}\d\s._/#-]+$/u;

const id = (label: string, required?: string) => ({ kind: 'integer' as const, label, min: 1, max: MAX_ID, ...(required ? { required } : {}) });
const noNegativo = (label: string, genero: 'o' | 'a') => `${label} no puede ser negativ${genero}`;
const dinero = (label: string, { negativo = false, required, genero = 'a' }: { negativo?: boolean; required?: string; genero?: 'o' | 'a' } = {}) =>
  reglaDeMonto(label, negativo ? null : noNegativo(label, genero), required);

/** Step 'Datos Generales' (spec 02 §5 'Policy general data'). */
export const generalesSchema: Schema = {
  clienteId: id('El contratante', 'El contratante es obligatorio'),
  claveAgente: id('La clave de agente', 'La clave de agente es obligatoria'),
  vendedor: id('El vendedor'),
  moneda: id('La moneda', 'La moneda es obligatoria'),
  formaPago: { kind: 'string', label: 'La forma de pago', required: 'La forma de pago es obligatoria', oneOf: FORMAS_PAGO.map((f) => f.key) },
  noPoliza: {
    kind: 'string',
    label: 'El número de póliza',
    required: 'El número de póliza es obligatorio',
    max: 50,
    pattern: CARACTERES_SIMPLES,
    patternMessage: 'El número de póliza solo admite letras, números y - _ . / #',
  },
  concepto: { kind: 'string', label: 'El concepto', required: 'El concepto es obligatorio', max: 100 },
  paquete: { kind: 'string', label: 'El plan', required: 'El plan es obligatorio', max: 50 },
  ramo: { kind: 'integer', label: 'El ramo', required: 'El ramo es obligatorio', oneOf: RAMO_IDS },
  conducto: { kind: 'string', label: 'El conducto de cobro', oneOf: CONDUCTOS.map((c) => c.key) },
  ...vigenciaSchema,
  polizaIDRenovo: id('La póliza que se renueva'),
  texto: { kind: 'string', label: 'El detalle', max: 5000 },
  status: { kind: 'string', label: 'El estatus', oneOf: ['vigente', 'pendiente'] },
};

/** Step 'Primas' (spec 02 §5 'Primas'). */
export const primasSchema: Schema = {
  prima: dinero('La prima neta', { required: 'La prima neta es obligatoria' }),
  // The total is checked against these: each must be given (0 when there is none).
  derecho: dinero('El derecho de póliza', { genero: 'o', required: 'El derecho de póliza es obligatorio (0 si no se cobra)' }),
  recargo: dinero('El financiamiento', { negativo: true, required: 'El financiamiento es obligatorio (0 si no hay)' }),
  iva: dinero('El IVA', { genero: 'o', required: 'El IVA es obligatorio (0 si no aplica)' }),
  total: dinero('La prima total', { required: 'La prima total es obligatoria' }),
  porcentajeComision: { kind: 'number', label: 'El porcentaje de comisión', min: 0, max: 100 },
  comision: {
    kind: 'number',
    label: 'La comisión',
    min: 0,
    max: MONTO_MAXIMO,
    check: (v, data) => (typeof data.total === 'number' && (v as number) > data.total ? 'La comisión no puede ser mayor a la prima total' : null),
  },
};

/** One insured (spec 02 §5 'Insured step'), checked in the spec's order. */
export const aseguradoSchema: Schema = {
  id: id('El asegurado'),
  parentesco: { kind: 'string', label: 'El parentesco', required: 'El parentesto es obligatorio', oneOf: ['titular', 'conyuge', 'hijo', 'otro'] },
  nombres: { kind: 'string', label: 'El nombre', required: 'El nombre es obligatorio', max: 80 },
  apPat: { kind: 'string', label: 'El apellido paterno', required: 'El apellido paterno es obligatorio', max: 60 },
  genero: { kind: 'string', label: 'El género', required: 'El género es obligatorio', oneOf: ['hombre', 'mujer'] },
  apMat: { kind: 'string', label: 'El apellido materno', max: 60 },
  fecNacimiento: { kind: 'date', label: 'La fecha de nacimiento' },
  rfc: { kind: 'string', label: 'El RFC', max: 20 },
};

/** One receipt of the payload (spec 02 §5 'Receipts step'). */
export const reciboSchema: Schema = {
  id: id('El recibo'),
  serie: { kind: 'integer', label: 'La serie del recibo', required: true, min: 1, max: MAX_RECIBOS },
  fecVigDe: { kind: 'date', label: 'El inicio del recibo', required: 'El inicio del recibo es obligatorio' },
  fecVigA: {
    kind: 'date',
    label: 'El fin del recibo',
    required: 'El fin del recibo es obligatorio',
    check: (v, d) => (typeof d.fecVigDe === 'string' && String(v) < d.fecVigDe ? 'El fin del recibo no puede ser anterior a su inicio' : null),
  },
  fecVence: { kind: 'date', label: 'El vencimiento del recibo', required: 'El vencimiento del recibo es obligatorio' },
  prima: dinero('La prima neta del recibo', { required: 'La prima neta del recibo es obligatoria' }),
  derecho: dinero('El derecho del recibo', { genero: 'o', required: 'El derecho del recibo es obligatorio (0 si no se cobra)' }),
  recargo: dinero('El financiamiento del recibo', { negativo: true, required: 'El financiamiento del recibo es obligatorio (0 si no hay)' }),
  iva: dinero('El IVA del recibo', { genero: 'o', required: 'El IVA del recibo es obligatorio (0 si no aplica)' }),
  total: dinero('El total del recibo', { negativo: true, genero: 'o' }),
  comision: dinero('La comisión del recibo'),
  ajuste: dinero('El ajuste del recibo', { negativo: true, genero: 'o' }),
  status: { kind: 'string', label: 'El estatus del recibo', oneOf: ['pendiente', 'pagado', 'vencido', 'cancelado'] },
  fecPago: { kind: 'date', label: 'La fecha de pago' },
  folioPago: { kind: 'string', label: 'El folio de pago', max: 50, pattern: CARACTERES_SIMPLES, patternMessage: 'El folio de pago solo admite letras, números y - _ . / #' },
  tipoCambio: { kind: 'number', label: 'El tipo de cambio', min: 0, max: 999999 },
  observacion: { kind: 'string', label: 'La observación', max: 1000 },
  folioAseguradora: { kind: 'string', label: 'El folio de la aseguradora', max: 50 },
  fecConciliacion: { kind: 'date', label: 'La fecha de conciliación' },
  folioConciliacion: { kind: 'string', label: 'El folio de conciliación', max: 50 },
};

/** An insured person or the vehicle as the payload sends them: the shapes the detail answers. */
export type AseguradoDatos = Asegurado;

export type VehiculoDatos = Vehiculo;

export interface ReciboDatos {
  id: number | null;
  serie: number;
  fecVigDe: string;
  fecVigA: string;
  fecVence: string;
  prima: number;
  derecho: number;
  recargo: number;
  iva: number;
  total: number;
  comision: number | null;
  ajuste: number | null;
  /** vencido is read-only (a pending receipt past due): it is saved as pendiente. */
  status: 'pendiente' | 'pagado' | 'vencido' | 'cancelado' | null;
  fecPago: string | null;
  folioPago: string | null;
  tipoCambio: number | null;
  observacion: string | null;
  folioAseguradora: string | null;
  fecConciliacion: string | null;
  folioConciliacion: string | null;
}

/** POST and PUT /polizas after validation. */
export interface PolizaDatos {
  clienteId: number;
  claveAgente: number;
  vendedor: number | null;
  moneda: number;
  formaPago: FormaPago;
  noPoliza: string;
  concepto: string;
  paquete: string;
  ramo: RamoId;
  conducto: string | null;
  fechaVigenciaDe: string;
  fechaVigenciaA: string;
  polizaIDRenovo: number | null;
  texto: string | null;
  status: 'vigente' | 'pendiente' | null;
  prima: number;
  derecho: number;
  recargo: number;
  iva: number;
  total: number;
  porcentajeComision: number | null;
  comision: number | null;
  asegurados: AseguradoDatos[];
  vehiculo: VehiculoDatos | null;
  recibos: ReciboDatos[];
  caratula: { caratulaUrl: string; filename: string } | null;
}

/** `5`, `'5'` or `{id: 5}` → 5; anything else passes through for the schema to judge. */
function idDe(valor: unknown): unknown {
  return valor && typeof valor === 'object' && !Array.isArray(valor) && 'id' in valor ? (valor as { id: unknown }).id : valor;
}

/** True when total is, to the cent, net + derecho + financiamiento + IVA. */
export function totalCuadra(m: { prima: number; derecho: number; recargo: number; iva: number; total: number }): boolean {
  return aCentavos(m.prima) + aCentavos(m.derecho) + aCentavos(m.recargo) + aCentavos(m.iva) === aCentavos(m.total);
}

function conPrefijo(errores: FieldErrors, prefijo: string): FieldErrors {
  return Object.fromEntries(Object.entries(errores).map(([k, v]) => [`${prefijo}.${k}`, v]));
}

/** Absent optional fields read as null, so the service never meets undefined. */
function sinUndefined<T extends object>(valor: T): T {
  return Object.fromEntries(Object.entries(valor).map(([k, v]) => [k, v ?? null])) as T;
}

function falla<T>(errors: FieldErrors): ValidationResult<T> {
  return { ok: false, errors, message: Object.values(errors)[0] };
}

/**
 * The whole payload: general data, premiums, then insured people, vehicle and receipts, stopping at
 * the first failing part as the wizard does.
 */
export function validarPoliza(input: unknown): ValidationResult<PolizaDatos> {
  const data = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const plano = {
    ...data,
    clienteId: idDe(data.clienteId ?? data.cliente),
    claveAgente: idDe(data.claveAgente ?? data.agenteClave),
    vendedor: idDe(data.vendedor),
    moneda: idDe(data.moneda),
    ramo: idDe(data.ramo),
    formaPago: typeof data.formaPago === 'string' ? data.formaPago.toLowerCase() : data.formaPago,
    noPoliza: typeof data.noPoliza === 'string' ? data.noPoliza.toUpperCase() : data.noPoliza,
    // The wizard sends conducto 'only if valid, else null' (spec 02 §3).
    conducto: CONDUCTOS.some((c) => c.key === data.conducto) ? data.conducto : null,
  };
  const generales = validate<Omit<PolizaDatos, 'asegurados' | 'vehiculo' | 'recibos' | 'caratula'>>({ ...generalesSchema, ...primasSchema }, plano);
  if (!generales.ok) return generales;
  const poliza = sinUndefined(generales.value);
  if (!totalCuadra(poliza)) return falla({ total: MENSAJES_POLIZAS.totalNoCuadra });

  const asegurados: AseguradoDatos[] = [];
  const listaAsegurados = Array.isArray(data.asegurados) ? data.asegurados : [];
  if (listaAsegurados.length > MAX_ASEGURADOS) return falla({ asegurados: `Una póliza admite como máximo ${MAX_ASEGURADOS} asegurados` });
  for (const [i, a] of listaAsegurados.entries()) {
    const r = validate<AseguradoDatos>(aseguradoSchema, {
      ...(a as object),
      rfc: typeof (a as { rfc?: unknown })?.rfc === 'string' ? (a as { rfc: string }).rfc.toUpperCase() : (a as { rfc?: unknown })?.rfc,
    });
    if (!r.ok) return falla(conPrefijo(r.errors, `asegurados.${i}`));
    asegurados.push(sinUndefined(r.value));
  }

  let vehiculo: VehiculoDatos | null = null;
  if (data.vehiculo !== undefined && data.vehiculo !== null) {
    const r = validate<VehiculoDatos>({ ...vehiculoSchema, id: id('El vehículo') }, data.vehiculo);
    if (!r.ok) return falla(conPrefijo(r.errors, 'vehiculo'));
    vehiculo = sinUndefined(r.value);
  }

  const recibos: ReciboDatos[] = [];
  const listaRecibos = Array.isArray(data.recibos) ? data.recibos : [];
  if (listaRecibos.length > MAX_RECIBOS) return falla({ recibos: `Una póliza admite como máximo ${MAX_RECIBOS} recibos` });
  for (const [i, crudo] of listaRecibos.entries()) {
    const entrada = crudo && typeof crudo === 'object' ? (crudo as Record<string, unknown>) : {};
    const r = validate<ReciboDatos>(reciboSchema, { ...entrada, status: typeof entrada.status === 'string' ? entrada.status.toLowerCase() : entrada.status });
    if (!r.ok) return falla(conPrefijo(r.errors, `recibos.${i}`));
    const recibo = sinUndefined(r.value);
    if (!totalCuadra(recibo)) return falla({ [`recibos.${i}.total`]: MENSAJES_POLIZAS.reciboTotalNoCuadra(recibo.serie) });
    if (recibo.status === 'pagado' && !recibo.fecPago) return falla({ [`recibos.${i}.fecPago`]: 'La fecha de pago es obligatoria' });
    if (recibo.status === 'pagado' && !recibo.folioPago) return falla({ [`recibos.${i}.folioPago`]: 'El folio de pago es obligatorio' });
    recibos.push(recibo);
  }

  const caratula = data.caratula && typeof data.caratula === 'object' ? (data.caratula as { caratulaUrl?: unknown; filename?: unknown }) : null;
  return {
    ok: true,
    value: {
      ...poliza,
      asegurados,
      vehiculo,
      recibos,
      caratula:
        caratula && typeof caratula.caratulaUrl === 'string' && typeof caratula.filename === 'string' ? { caratulaUrl: caratula.caratulaUrl, filename: caratula.filename } : null,
    },
  };
}

/** Pay receipt (spec 02 §5 'Pay receipt'). */
export const pagoSchema: Schema = {
  fechaPago: { kind: 'date', label: 'La fecha de pago', required: 'La fecha de pago es obligatoria' },
  folioPago: {
    kind: 'string',
    label: 'El folio de pago',
    required: 'El folio de pago es obligatorio',
    max: 50,
    pattern: CARACTERES_SIMPLES,
    patternMessage: 'El folio de pago solo admite letras, números y - _ . / #',
  },
  tipoCambio: {
    kind: 'number',
    label: 'El tipo de cambio',
    required: 'El tipo de cambio es obligatorio',
    min: 0,
    max: 999999,
    check: (v) => (Math.round((v as number) * 100) / 100 !== v ? 'El tipo de cambio admite como máximo 2 decimales' : null),
  },
  observacion: { kind: 'string', label: 'La observación', max: 1000 },
};

export interface PagoDatos {
  fechaPago: string;
  folioPago: string;
  tipoCambio: number;
  observacion: string | null;
}

/** Close, cancel or reactivate a policy; cancel or reactivate a receipt (spec 02 §5). */
export const motivoSchema: Schema = {
  razonId: id('El motivo', 'El motivo es obligatorio'),
  texto: { kind: 'string', label: 'Los comentarios', required: 'Los comentarios son obligatorios', max: 1000 },
  polizaId: id('La póliza'),
};

export interface MotivoDatos {
  razonId: number;
  texto: string;
  polizaId: number | null;
}
