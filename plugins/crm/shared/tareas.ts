import { defineListSpec } from '../../../core/shared/list-query.ts';
import type { Schema } from '../../../core/shared/validation.ts';
import type { ClaveDueno, IdsDueno } from './duenos.ts';

/** Task priorities, statuses and types (spec 01 §3: task priority; event types) with their labels. */
export const PRIORIDADES = { baja: 'Baja', media: 'Media', alta: 'Alta' } as const;
export const STATUS_TAREA = { abierta: 'Abierta', cerrada: 'Cerrada' } as const;
export const TIPOS_TAREA = {
  tarea: 'Tarea',
  cobranza: 'Cobranza',
  renovacion: 'Renovación',
  cotizacion: 'Cotización',
  siniestro: 'Siniestro',
  llamada: 'Llamada',
  visita: 'Visita',
  reunion: 'Reunión',
} as const;

export type Prioridad = keyof typeof PRIORIDADES;
export type StatusTarea = keyof typeof STATUS_TAREA;
export type TipoTarea = keyof typeof TIPOS_TAREA;

/** A new task starts media, abierta, tarea (spec 01 §4). */
export const TAREA_NUEVA = { prioridad: 'media', status: 'abierta', tipo: 'tarea' } as const;

export interface Opcion<T extends string = string> {
  name: T;
  displayName: string;
}

/** A task as its detail and the list show it (spec 01 §3, 03 §3); dates 'yyyy-MM-dd HH:mm:ss'. */
export interface Tarea {
  id: number;
  nombre: string;
  descripcion: string;
  vencimiento: string | null;
  prioridad: Opcion<Prioridad>;
  status: Opcion<StatusTarea>;
  tipo: Opcion<TipoTarea>;
  vendedorId: number | null;
  vendedorNombres: string | null;
  vendedorApPat: string | null;
  vendedorApMat: string | null;
  fecha: string;
  fechaCierre: string | null;
  /** Abierta and past its due date (computed when read; issue 18). */
  vencida: boolean;
  /** The record the task belongs to (a client, a policy), or null (issue 18, docs/adr/022-nombre-de-tarea.md). */
  dueno: DuenoDeTarea | null;
}

/** The record a task belongs to: its kind, the key its payload uses and its id. */
export interface DuenoDeTarea {
  entidad: string;
  clave: ClaveDueno;
  id: number;
}

/**
 * Save payload (spec 01 §3): prioridad, tipo and status by name; vendedor is the seller's id or {id}.
 * Beyond the spec, at most one registered owner key (clienteId, polizaId…) links the task to that
 * record; a key sent as null unlinks it, and a PUT that sends none keeps the link.
 */
export interface TareaDatos extends IdsDueno {
  nombre: string;
  descripcion: string;
  vencimiento: string | null;
  prioridad: Prioridad | null;
  tipo: TipoTarea | null;
  status: StatusTarea | null;
  vendedor: number | { id: number } | null;
}

export const MENSAJES_TAREAS = {
  guardada: 'Tarea guardada correctamente',
  errorAlGuardar: 'Error al guardar la tarea',
  errorAlCargar: 'Error al cargar las tareas',
  eliminada: 'Tarea eliminada correctamente',
  noExiste: 'La tarea no existe',
  vendedorNoExiste: 'El vendedor no existe',
  nombreInvalido: 'El nombre solo admite letras, números, espacios y signos de puntuación comunes',
  completada: 'Tarea completada',
  errorAlCompletar: 'Error al completar la tarea',
  unSoloDueno: (claves: readonly string[]) => `Una tarea pertenece a un solo registro: indica solo uno de ${claves.join(', ')}`,
  vencida: 'Vencida',
  sinTareas: 'Sin tareas abiertas',
} as const;

/**
 * A task's name: letters (any accent), digits, spaces and the punctuation of ordinary names
 * ('Llamar a Lucía, confirmar pago', 'Renovar póliza #123 (GNP)'). The spec says letters only;
 * docs/adr/022-nombre-de-tarea.md records why it is wider.
 */
export const NOMBRE_TAREA = /^[\p{L}\p{M}\p{N} .,;:¡!¿?()'"«»“”‘’/#&%+*@$-]+$/u;

const VENCIMIENTO = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** 'yyyy-MM-dd HH:mm[:ss]' (or with a T, as a date-time input sends it) → 'yyyy-MM-dd HH:mm:ss'; null when invalid. */
export function normalizarVencimiento(valor: string): string | null {
  const m = VENCIMIENTO.exec(valor);
  if (!m) return null;
  const [, dia, hh, mm, ss = '00'] = m;
  const fecha = new Date(`${dia}T${hh}:${mm}:${ss}Z`);
  if (Number.isNaN(fecha.getTime()) || fecha.toISOString().slice(0, 10) !== dia || Number(hh) > 23) return null;
  return `${dia} ${hh}:${mm}:${ss}`;
}

const idVendedor = (v: unknown) => (v && typeof v === 'object' ? (v as { id?: unknown }).id : v);

const opcion = (label: string, genero: 'a' | 'o', valores: object, requerido: boolean) => ({
  kind: 'string' as const,
  label,
  required: requerido ? `${label} es obligatori${genero}` : undefined,
  oneOf: Object.keys(valores),
});

function tareaSchema(editando: boolean): Schema {
  return {
    nombre: {
      kind: 'string',
      label: 'El nombre',
      required: 'El nombre es obligatorio',
      max: 100,
      pattern: NOMBRE_TAREA,
      patternMessage: MENSAJES_TAREAS.nombreInvalido,
    },
    descripcion: { kind: 'string', label: 'La descripción', required: 'La descripción es obligatoria', max: 1000 },
    vencimiento: {
      kind: 'string',
      label: 'El vencimiento',
      check: (v) => (normalizarVencimiento(String(v)) ? null : 'El vencimiento debe ser una fecha y hora válidas (yyyy-MM-dd HH:mm:ss)'),
    },
    // The form starts a new task as media / tarea / abierta; a payload without them gets the same.
    prioridad: opcion('La prioridad', 'a', PRIORIDADES, editando),
    tipo: opcion('El tipo', 'o', TIPOS_TAREA, editando),
    status: opcion('El estatus', 'o', STATUS_TAREA, editando),
    vendedor: {
      kind: 'any',
      label: 'El vendedor',
      check: (v) => {
        const id = idVendedor(v);
        return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? null : 'El vendedor no es válido';
      },
    },
  };
}

/** POST /tareas; PUT /tareas/{id} also requires priority, type and status (spec 01 §5). */
export const tareaNuevaSchema = tareaSchema(false);
export const tareaEdicionSchema = tareaSchema(true);

/** The seller id a payload names, whichever shape it used. */
export function vendedorDe(datos: Pick<TareaDatos, 'vendedor'>): number | null {
  return (idVendedor(datos.vendedor) as number | undefined) ?? null;
}

/** GET /tareas: status=abierta, nombre[cn], descripcion[cn], vendedor_id, page, size=-1 (spec 01 §7, 03 §7). */
export const tareasListSpec = defineListSpec({
  fields: {
    id: { type: 'integer', column: 't.id', sortable: true },
    nombre: { type: 'text', column: 't.nombre', sortable: true },
    descripcion: { type: 'text', column: 't.descripcion' },
    status: { type: 'enum', column: 't.status', values: Object.keys(STATUS_TAREA), sortable: true },
    prioridad: { type: 'enum', column: 't.prioridad', values: Object.keys(PRIORIDADES) },
    tipo: { type: 'enum', column: 't.tipo', values: Object.keys(TIPOS_TAREA), sortable: true },
    vendedor_id: { type: 'integer', column: 't.vendedor_id' },
    fecha: { type: 'datetime', column: 't.created_at', sortable: true },
    vencimiento: { type: 'datetime', column: 't.vencimiento', sortable: true },
  },
  defaultOrder: 'fecha asc, vencimiento asc',
  defaultSize: 10,
  tiebreaker: 't.id',
});
