import { validate, type Schema } from '../../../../core/shared/validation.ts';
import { FORMAS_PAGO, RAMO, type FormaPago, type RamoId } from '../../../catalogos/shared/catalogos.ts';
import { clienteFisicaSchema, clienteMoralSchema } from '../../../clientes/shared/cliente-form.ts';
import { MENSAJES_CLIENTES } from '../../../clientes/shared/clientes.ts';
import { generalesSchema, primasSchema, totalCuadra } from '../../../polizas/shared/poliza-form.ts';
import { MENSAJES_POLIZAS } from '../../../polizas/shared/polizas.ts';
import { validarRfc } from '../../../../core/shared/mx/rfc.ts';
import { CAMPOS_EXCEL, leerFecha, type CampoExcel, type CeldaImportada, type FilaImportada } from '../../shared/excel-importacion.ts';
import { MENSAJES_EXCEL } from '../../shared/mensajes.ts';
import type { CeldaCruda } from './lector-excel.worker.ts';

/**
 * One row of the file checked by the wizard's own rules (the policy's general data and premiums,
 * the client's personalidad, names and RFC), plus what only an import has: the agent key and the
 * currency named as text, dates in the chosen format, a policy already in the portfolio.
 */

export interface ClaveDelAgente {
  id: number;
  aseguradoraId: number;
}

export interface ContextoDeFilas {
  formatoFecha: string;
  /** The agent's keys by their text in upper case (one text may name keys of several insurers). */
  claves: Map<string, ClaveDelAgente[]>;
  /** The agent's currencies: abbreviation and name in upper case → catalogue id. */
  monedas: Map<string, number>;
  /** The validities ([de, a)) of the agent's policies by `${aseguradoraId}:${NOPOLIZA}`. */
  existentes: Map<string, [string, string][]>;
  /** What importing will do with a policy already in the portfolio: its row's warning says so. */
  siExiste: 'omitir' | 'actualizar';
}

/** What applying a valid row needs besides its cells. */
export interface FilaResuelta {
  fila: FilaImportada;
  clave: ClaveDelAgente | null;
  monedaId: number | null;
  ramo: RamoId | null;
  formaPago: FormaPago | null;
  fiscal: 'fisica' | 'moral' | null;
  existente: boolean;
}

const PERSONALIDADES: Record<string, 'fisica' | 'moral'> = { FISICA: 'fisica', 'PERSONA FISICA': 'fisica', MORAL: 'moral', 'PERSONA MORAL': 'moral', F: 'fisica', M: 'moral' };
const RAMOS: Record<string, RamoId> = {
  AUTO: RAMO.AUTO,
  AUTOS: RAMO.AUTO,
  SALUD: RAMO.SALUD,
  GMM: RAMO.SALUD,
  'GASTOS MEDICOS': RAMO.SALUD,
  'GASTOS MEDICOS MAYORES': RAMO.SALUD,
  VIDA: RAMO.VIDA,
  DIVERSOS: RAMO.DIVERSOS,
  DANOS: RAMO.DIVERSOS,
};

/** Upper case without accents: how names from a sheet are compared. */
export const plano = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .trim()
    .replace(/\s+/g, ' ');

const FORMAS_DE_PAGO = new Map<string, FormaPago>(FORMAS_PAGO.map((f) => [plano(f.value), f.key]));
const FECHAS = new Set<CampoExcel>(['fechaVigenciaDe', 'fechaVigenciaA', 'fechaNacimiento']);
const MONTOS = new Set<CampoExcel>(['prima', 'derecho', 'recargo', 'iva', 'total', 'comision']);
const DINERO = /^-?\$?\s*-?\d{1,3}(,\d{3})*(\.\d+)?$|^-?\$?\s*-?\d+(\.\d+)?$/;

/** The schema rules of the wizard each column is checked by (the client's per personalidad). */
const REGLAS_POLIZA: Partial<Record<CampoExcel, Schema[string]>> = {
  noPoliza: generalesSchema.noPoliza,
  concepto: generalesSchema.concepto,
  paquete: generalesSchema.paquete,
  fechaVigenciaDe: generalesSchema.fechaVigenciaDe,
  fechaVigenciaA: generalesSchema.fechaVigenciaA,
  prima: primasSchema.prima,
  derecho: primasSchema.derecho,
  recargo: primasSchema.recargo,
  iva: primasSchema.iva,
  total: primasSchema.total,
  comision: primasSchema.comision,
};

/** The client form's rule names for the columns that differ. */
const NOMBRE_DE_REGLA: Partial<Record<CampoExcel, string>> = { apPaterno: 'apPat', apMaterno: 'apMat', fechaNacimiento: 'fecNacimiento' };

function reglasCliente(fiscal: 'fisica' | 'moral'): Partial<Record<CampoExcel, Schema[string]>> {
  const s = fiscal === 'fisica' ? clienteFisicaSchema : clienteMoralSchema;
  return {
    rfc: s.rfc,
    nombres: s.nombres,
    // A sheet's client may lack what the client form asks later: the client is marked for validation.
    ...(fiscal === 'fisica' ? { apPaterno: s.apPat, apMaterno: { ...s.apMat, required: false }, fechaNacimiento: s.fecNacimiento } : {}),
  };
}

/** Per personalidad (none: only the policy's), built once: the schema under the rules' names, and the columns it checks. */
function reglasDe(fiscal: 'fisica' | 'moral' | null): { schema: Schema; campos: CampoExcel[] } {
  const reglas = { ...REGLAS_POLIZA, ...(fiscal ? reglasCliente(fiscal) : {}) };
  const campos = Object.keys(reglas) as CampoExcel[];
  return { schema: Object.fromEntries(campos.map((c) => [NOMBRE_DE_REGLA[c] ?? c, reglas[c]])) as Schema, campos };
}
const REGLAS = { fisica: reglasDe('fisica'), moral: reglasDe('moral'), ninguna: reglasDe(null) };

/** A raw cell as text (a date cell as its yyyy-MM-dd). */
export const textoDeCelda = (c: CeldaCruda): string => (c === null ? '' : typeof c === 'object' ? ('fecha' in c ? c.fecha : '') : String(c).trim());

/** The cell's value as the rules take it, or an error message. */
function convertir(campo: CampoExcel, c: CeldaCruda, formato: string): { valor: string | number | null } | { error: string; valor: string | number | null } {
  if (c !== null && typeof c === 'object' && 'formula' in c) return { error: MENSAJES_EXCEL.formulaSinResultado, valor: `=${c.formula}`.slice(0, 200) };
  const texto = textoDeCelda(c);
  if (texto === '') return { valor: null };
  if (FECHAS.has(campo)) {
    if (c !== null && typeof c === 'object' && 'fecha' in c) return { valor: c.fecha };
    const iso = typeof c === 'string' ? leerFecha(c, formato) : null;
    return iso ? { valor: iso } : { error: MENSAJES_EXCEL.fechaInvalida(formato), valor: texto };
  }
  if (MONTOS.has(campo)) {
    if (typeof c === 'number') return { valor: c };
    const limpio = texto.replace(/\s/g, '');
    return DINERO.test(limpio) ? { valor: Number(limpio.replace(/[$,]/g, '')) } : { error: MENSAJES_EXCEL.montoInvalido, valor: texto };
  }
  return { valor: texto.slice(0, 500) };
}

/** Checks one row's cells; `vistos` holds the file's earlier policies (insurer and number → row). */
export function validarFila(rowId: number, celdas: Record<CampoExcel, CeldaCruda>, ctx: ContextoDeFilas, vistos: Map<string, number>): FilaResuelta {
  const fila = { rowId } as FilaImportada;
  const valores: Record<string, string | number | null> = {};
  for (const campo of CAMPOS_EXCEL) {
    const r = convertir(campo, celdas[campo], ctx.formatoFecha);
    valores[campo] = r.valor;
    fila[campo] = { value: r.valor, status: 'error' in r ? 'error' : 'ok', errorMessage: 'error' in r ? r.error : null };
  }
  const marcar = (campo: CampoExcel, status: 'warning' | 'error', mensaje: string) => {
    const celda: CeldaImportada = fila[campo];
    if (celda.status === 'error') return;
    if (status === 'warning' && celda.status === 'warning') return;
    fila[campo] = { ...celda, status, errorMessage: mensaje };
  };
  const texto = (campo: CampoExcel) => (valores[campo] === null ? '' : String(valores[campo]));

  const formaPago = FORMAS_DE_PAGO.get(plano(texto('formaPago'))) ?? null;
  if (texto('formaPago') && !formaPago) marcar('formaPago', 'error', MENSAJES_EXCEL.formaPagoInvalida);
  else if (!formaPago) marcar('formaPago', 'error', 'La forma de pago es obligatoria');
  const ramo = RAMOS[plano(texto('ramo'))] ?? ([1, 3, 5, 7].includes(Number(texto('ramo'))) ? (Number(texto('ramo')) as RamoId) : null);
  if (!ramo) marcar('ramo', 'error', texto('ramo') ? MENSAJES_EXCEL.ramoInvalido : 'El ramo es obligatorio');
  const monedaId = ctx.monedas.get(plano(texto('moneda'))) ?? null;
  if (!monedaId) marcar('moneda', 'error', texto('moneda') ? MENSAJES_EXCEL.monedaNoConfigurada(texto('moneda')) : 'La moneda es obligatoria');

  const claves = ctx.claves.get(plano(texto('claveAgente'))) ?? [];
  if (!texto('claveAgente')) marcar('claveAgente', 'error', 'La clave de agente es obligatoria');
  else if (claves.length === 0) marcar('claveAgente', 'error', MENSAJES_EXCEL.claveNoRegistrada(texto('claveAgente')));
  else if (claves.length > 1) marcar('claveAgente', 'error', MENSAJES_EXCEL.claveAmbigua(texto('claveAgente')));
  const clave = claves.length === 1 ? claves[0] : null;

  const personalidad = PERSONALIDADES[plano(texto('personalidad'))] ?? null;
  if (!personalidad) marcar('personalidad', 'error', texto('personalidad') ? MENSAJES_EXCEL.personalidadInvalida : 'La personalidad fiscal es obligatoria');

  // The wizard's and the client form's rules, with their own messages.
  const datos = { ...valores, apPat: valores.apPaterno, apMat: valores.apMaterno, fecNacimiento: valores.fechaNacimiento, fiscal: personalidad, rfc: texto('rfc').toUpperCase() };
  const { schema, campos } = REGLAS[personalidad ?? 'ninguna'];
  const r = validate(schema, datos);
  if (!r.ok) {
    for (const campo of campos) {
      const mensaje = r.errors[NOMBRE_DE_REGLA[campo] ?? campo];
      if (mensaje) marcar(campo, 'error', mensaje);
    }
  }
  const montos = ['prima', 'derecho', 'recargo', 'iva', 'total'] as const;
  if (montos.every((m) => typeof valores[m] === 'number' && fila[m].status === 'ok') && !totalCuadra(Object.fromEntries(montos.map((m) => [m, valores[m] as number])) as never)) {
    marcar('total', 'error', MENSAJES_POLIZAS.totalNoCuadra);
  }
  const rfc = texto('rfc').toUpperCase();
  if (fila.rfc.status === 'ok' && rfc && !validarRfc(rfc).digitoVerificadorOk) marcar('rfc', 'warning', MENSAJES_CLIENTES.digitoVerificador(rfc));

  let existente = false;
  const noPoliza = texto('noPoliza').toUpperCase();
  if (clave && noPoliza && fila.noPoliza.status === 'ok') {
    const llave = `${clave.aseguradoraId}:${noPoliza}`;
    const anterior = vistos.get(llave);
    if (anterior !== undefined) marcar('noPoliza', 'error', MENSAJES_EXCEL.polizaRepetida(anterior));
    else vistos.set(llave, rowId);
    // As the wizard's duplicate check: same insurer and number with overlapping validities.
    const de = String(valores.fechaVigenciaDe ?? '');
    const a = String(valores.fechaVigenciaA ?? '');
    existente = (ctx.existentes.get(llave) ?? []).some(([d, h]) => d < a && de < h);
    if (existente) marcar('noPoliza', 'warning', ctx.siExiste === 'actualizar' ? MENSAJES_EXCEL.polizaSeActualizara : MENSAJES_EXCEL.polizaExistente);
  }
  return { fila, clave, monedaId, ramo, formaPago, fiscal: personalidad, existente };
}
