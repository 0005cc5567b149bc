import type { FieldRule, Schema } from '../../../core/shared/validation.ts';
import type { Aseguradora } from '../../catalogos/shared/aseguradoras.ts';
import { RAMO } from '../../catalogos/shared/catalogos.ts';
import { MAX_ID } from '../../clientes/shared/clientes.ts';

/**
 * Agent keys (claves de agente, spec 02 §2.10, §3, §4, §5): the number an insurer knows the agent
 * by, the lines it is used for with their default commission, and the portal credentials of the
 * automatic sync. The keys screen, the policy wizard and the API share these types and rules.
 */

/** The lines a key can be used for, as the key's flags and commission fields name them. */
export const RAMOS_CLAVE = ['vida', 'autos', 'salud', 'diversos'] as const;
export type RamoClave = (typeof RAMOS_CLAVE)[number];

/** A line's flag and commission field, and the name the screens show. */
export const CAMPOS_RAMO_CLAVE = {
  vida: { comision: 'comisionVida', nombre: 'Vida', ramoId: RAMO.VIDA },
  autos: { comision: 'comisionAutos', nombre: 'Autos', ramoId: RAMO.AUTO },
  salud: { comision: 'comisionSalud', nombre: 'Salud', ramoId: RAMO.SALUD },
  diversos: { comision: 'comisionDiversos', nombre: 'Diversos', ramoId: RAMO.DIVERSOS },
} as const;
export type CampoComision = (typeof CAMPOS_RAMO_CLAVE)[RamoClave]['comision'];

/** Minutes between saving portal credentials and the first sync (spec 02 §4, §9). */
export const MINUTOS_PRIMERA_SINCRONIZACION = 15;

/** The insurer of a key, as the key panels and the policy wizard's key selector need it. */
export type AseguradoraDeClave = Pick<Aseguradora, 'id' | 'aseguradora' | 'abreviacion' | 'estandar' | 'status' | 'pdf' | 'rpa'>;

/** An agent key on the wire. The portal password never leaves the server: only whether one is stored. */
export interface ClaveAgente extends Record<RamoClave, boolean>, Record<CampoComision, number> {
  id: number;
  aseguradora: AseguradoraDeClave;
  clave: string;
  /** The user of the insurer's portal, or null. */
  portalClave: string | null;
  portalPasswordGuardado: boolean;
  /** Automatic sync with the insurer's portal. */
  sincronizacion: boolean;
  /** When the next sync runs, 'yyyy-MM-dd HH:mm:ss' Mexico City time; null without sync. */
  proximaSincronizacion: string | null;
}

/**
 * POST /aseguradoras/accounts and PUT /aseguradoras/accounts/{id} after validation. Absent lines
 * are used (true), absent commissions are 0, absent sync is off; on PUT an absent password keeps
 * the stored one.
 */
export interface ClaveAgenteDatos extends Partial<Record<RamoClave, boolean | null>>, Partial<Record<CampoComision, number | null>> {
  aseguradoraId: number;
  clave: string;
  portalClave?: string | null;
  portalPassword?: string | null;
  sincronizacion?: boolean | null;
  terminos: true;
}

/** The answer to a save: the key as saved, and whether this save scheduled the first sync. */
export interface ClaveGuardada extends ClaveAgente {
  sincronizacionProgramada: boolean;
}

export const MENSAJES_CLAVES = {
  guardada: 'Guardado exitosamente',
  sincronizacionProgramada: (fechaHora: string) =>
    `Guardado exitosamente. Sincronización automática activada: la primera sincronización será el ${fechaHora} (en ${MINUTOS_PRIMERA_SINCRONIZACION} minutos)`,
  eliminada: 'Clave de agente eliminada exitosamente',
  noExiste: 'La clave de agente no existe',
  aseguradoraNoExiste: 'La aseguradora no existe',
  aseguradoraObligatoria: 'La aseguradora es obligatoria',
  aseguradoraInactiva: 'La aseguradora está inactiva',
  aseguradoraNoEditable: 'La aseguradora de una clave guardada no se puede cambiar',
  claveObligatoria: 'La clave es obligatoria',
  claveNoEditable: 'La clave de agente no se puede modificar una vez guardada',
  duplicada: (clave: string, aseguradora: string) => `Ya existe la clave ${clave} para ${aseguradora}`,
  sinRamo: 'Selecciona al menos un ramo',
  sinRpa: 'La aseguradora no permite sincronización',
  portalClaveObligatoria: 'El usuario del portal es obligatorio para activar la sincronización',
  portalPasswordObligatoria: 'La contraseña del portal es obligatoria para activar la sincronización',
  terminos: 'Debes aceptar los términos y condiciones',
  conPolizas: 'La clave de agente tiene pólizas registradas y no se puede eliminar',
} as const;

const MAX_PORTAL = 100;

/** Digits only, at most 3, from 0 to 100 (spec 02 §5); the bounds come from the integer rule. */
function comisionRule(ramo: RamoClave): FieldRule {
  const { nombre, comision } = CAMPOS_RAMO_CLAVE[ramo];
  return {
    kind: 'integer',
    label: `La comisión de ${nombre}`,
    min: 0,
    max: 100,
    check: (_v, data) => (/^\d{1,3}$/.test(String(data[comision]).trim()) ? null : `La comisión de ${nombre} solo admite dígitos`),
  };
}

const esFalso = (v: unknown) => v === false || v === 'false';

/** The password is a secret: kept exactly as typed (no trimming), at most 100 characters. */
function passwordRule(required: string | false): FieldRule {
  const label = 'La contraseña del portal';
  return {
    kind: 'any',
    label,
    required,
    max: MAX_PORTAL,
    check: (v) => (typeof v !== 'string' ? `${label} debe ser texto` : [...v].length > MAX_PORTAL ? `${label} debe tener como máximo ${MAX_PORTAL} caracteres` : null),
  };
}

export interface OpcionesSchemaClave {
  /** The save turns the sync on: the portal user and password become required. */
  sincronizacion: boolean;
  /** The key already has a stored password, so the form may leave it empty to keep it. */
  passwordGuardado?: boolean;
}

/** The agent-key form and its POST/PUT (spec 02 §5), in the order its messages are reported. */
export function claveSchema({ sincronizacion, passwordGuardado = false }: OpcionesSchemaClave): Schema {
  return {
    aseguradoraId: { kind: 'integer', label: 'La aseguradora', required: MENSAJES_CLAVES.aseguradoraObligatoria, min: 1, max: MAX_ID },
    clave: { kind: 'string', label: 'La clave', required: MENSAJES_CLAVES.claveObligatoria, max: 15 },
    // Every line unticked means vida is false too, so checking it here covers the whole group.
    vida: { kind: 'boolean', label: 'Vida', check: (_v, data) => (RAMOS_CLAVE.every((r) => esFalso(data[r])) ? MENSAJES_CLAVES.sinRamo : null) },
    autos: { kind: 'boolean', label: 'Autos' },
    salud: { kind: 'boolean', label: 'Salud' },
    diversos: { kind: 'boolean', label: 'Diversos' },
    sincronizacion: { kind: 'boolean', label: 'La sincronización' },
    portalClave: { kind: 'string', label: 'El usuario del portal', required: sincronizacion && MENSAJES_CLAVES.portalClaveObligatoria, max: MAX_PORTAL },
    portalPassword: passwordRule(sincronizacion && !passwordGuardado && MENSAJES_CLAVES.portalPasswordObligatoria),
    comisionVida: comisionRule('vida'),
    comisionAutos: comisionRule('autos'),
    comisionSalud: comisionRule('salud'),
    comisionDiversos: comisionRule('diversos'),
    terminos: { kind: 'boolean', label: 'Los términos y condiciones', required: MENSAJES_CLAVES.terminos, check: (v) => (v === true ? null : MENSAJES_CLAVES.terminos) },
  };
}

/**
 * A POST or PUT body as the spec writes it (02 §3 'Agent key'): the insurer as `aseguradora` (an id
 * or `{id}`) and no terms flag, since the terms are the form's checkbox (an integrator accepted them
 * with the account). The form's own body (`aseguradoraId`, `terminos: true`) passes unchanged, and an
 * explicit `terminos: false` is still refused by the schema.
 */
export function cuerpoDeClave(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const b = body as Record<string, unknown>;
  const aseguradora = b.aseguradora && typeof b.aseguradora === 'object' && !Array.isArray(b.aseguradora) ? (b.aseguradora as { id?: unknown }).id : b.aseguradora;
  return { ...b, aseguradoraId: b.aseguradoraId ?? aseguradora, terminos: b.terminos ?? true };
}

/** Whether a request body asks for sync, to pick the schema before validating it. */
export function pideSincronizacion(body: unknown): boolean {
  const valor = (body as { sincronizacion?: unknown } | null)?.sincronizacion;
  return valor === true || valor === 'true';
}

/** The line of a RAMO id (1 autos, 3 salud, 5 vida, 7 diversos), or undefined. */
export function ramoClaveDe(ramoId: number): RamoClave | undefined {
  return RAMOS_CLAVE.find((r) => CAMPOS_RAMO_CLAVE[r].ramoId === ramoId);
}

/** A key's default commission percent per line (comisionVida, comisionAutos, comisionSalud, comisionDiversos). */
export type ClaveComisiones = Pick<ClaveAgente, CampoComision>;

/** The key's default commission percent for a line (RAMO id); 0 for an unknown line (spec 02 §4). */
export function comisionDeClave(clave: ClaveComisiones, ramoId: number): number {
  const ramo = ramoClaveDe(ramoId);
  return ramo ? clave[CAMPOS_RAMO_CLAVE[ramo].comision] : 0;
}

/** Whether the key is marked for a line (RAMO id). */
export function claveCubreRamo(clave: Pick<ClaveAgente, RamoClave>, ramoId: number): boolean {
  const ramo = ramoClaveDe(ramoId);
  return ramo ? clave[ramo] : false;
}
