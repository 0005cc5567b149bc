import type { Knex } from 'knex';
import { delAgente } from '../../../../core/server/db/tenancy.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { Vendedor, vendedorT } from '../../../catalogos/server/index.ts';
import { MENSAJES_TAREAS, normalizarVencimiento, PRIORIDADES, STATUS_TAREA, TAREA_NUEVA, TIPOS_TAREA, vendedorDe, type Tarea, type TareaDatos } from '../../shared/tareas.ts';
import type { ClaveDueno } from '../../shared/duenos.ts';
import { fechaTexto } from '../fechas.ts';
import { Tarea as TareaFila, tareaT } from '../models/tarea.model.ts';

/** Tasks of the agent under row-level security; every function takes the request's transaction. */

// The alias 't' is the one tareasListSpec (shared/tareas.ts) names its columns with.
const t = tareaT.de('t');
const v = vendedorT.de('v');

/** The list's and the detail's base: the task and its seller's names. */
export function tareas(trx: Knex.Transaction) {
  return trx(tareaT.as('t'))
    .leftJoin(vendedorT.as('v'), v.id, t.vendedorId)
    .select(
      ...tareaT.sel('t', 'id', 'nombre', 'descripcion'),
      fechaTexto(trx, t.vencimiento, 'vencimiento'),
      ...tareaT.sel('t', 'prioridad', 'status', 'tipo', 'vendedorId'),
      `${v.nombres} as vendedorNombres`,
      `${v.apPat} as vendedorApPat`,
      `${v.apMat} as vendedorApMat`,
      fechaTexto(trx, t.createdAt, 'fecha'),
      fechaTexto(trx, t.fechaCierre, 'fechaCierre'),
      trx.raw(`(${t.status} = 'abierta' and ${t.vencimiento} is not null and ${t.vencimiento} < now()) as vencida`),
      ...tareaT.sel('t', 'entidad', 'duenoId'),
    );
}

export type FilaTarea = Omit<Tarea, 'prioridad' | 'status' | 'tipo' | 'dueno'> & {
  prioridad: Tarea['prioridad']['name'];
  status: Tarea['status']['name'];
  tipo: Tarea['tipo']['name'];
  entidad: string | null;
  duenoId: number | null;
};

/** The key under which an owner's plugin registered its kind (duenos.ts); undefined for a kind no longer installed. */
export type ClaveDe = (entidad: string) => ClaveDueno | undefined;

/** Priority, status and type as the spec shows them: {name, displayName}; the owner as {entidad, clave, id}. */
export function comoTarea(fila: FilaTarea, claveDe: ClaveDe): Tarea {
  const { entidad, duenoId, ...resto } = fila;
  const clave = entidad ? claveDe(entidad) : undefined;
  return {
    ...resto,
    prioridad: { name: fila.prioridad, displayName: PRIORIDADES[fila.prioridad] },
    status: { name: fila.status, displayName: STATUS_TAREA[fila.status] },
    tipo: { name: fila.tipo, displayName: TIPOS_TAREA[fila.tipo] },
    dueno: entidad && clave && duenoId ? { entidad, clave, id: duenoId } : null,
  };
}

export async function tareaPorId(trx: Knex.Transaction, id: number, claveDe: ClaveDe): Promise<Tarea> {
  const fila = await tareas(trx).where(t.id, id).first();
  if (!fila) throw notFound(MENSAJES_TAREAS.noExiste);
  return comoTarea(fila, claveDe);
}

/** The owner a task is linked to: a registered kind and the id of one of its records (the route checks both). */
export interface DuenoDeFila {
  entidad: string;
  id: number;
}

/** Only the tasks of one record. */
export function deDueno(qb: Knex.QueryBuilder, dueno: DuenoDeFila): Knex.QueryBuilder {
  return qb.where(t.entidad, dueno.entidad).where(t.duenoId, dueno.id);
}

/** The owner's columns: linked, unlinked (null), or left as they are (undefined). */
function columnasDueno(dueno: DuenoDeFila | null | undefined) {
  if (dueno === undefined) return {};
  return { entidad: dueno?.entidad ?? null, duenoId: dueno?.id ?? null };
}

/** The seller must be one of the agent's (row-level security hides any other). */
async function vendedorDelAgente(trx: Knex.Transaction, id: number | null): Promise<number | null> {
  if (id !== null && !(await Vendedor.query(trx).where(vendedorT.col.id, id).select(vendedorT.col.id).first())) {
    throw badRequest(MENSAJES_TAREAS.vendedorNoExiste, { errors: { vendedor: MENSAJES_TAREAS.vendedorNoExiste } });
  }
  return id;
}

async function fila(trx: Knex.Transaction, datos: TareaDatos) {
  return {
    nombre: datos.nombre,
    descripcion: datos.descripcion,
    // Written as local wall time: the connection's time zone is Mexico City.
    vencimiento: datos.vencimiento ? trx.raw('?::timestamptz', [normalizarVencimiento(datos.vencimiento)]) : null,
    prioridad: datos.prioridad ?? TAREA_NUEVA.prioridad,
    tipo: datos.tipo ?? TAREA_NUEVA.tipo,
    status: datos.status ?? TAREA_NUEVA.status,
    vendedorId: await vendedorDelAgente(trx, vendedorDe(datos)),
  };
}

const cierre = (trx: Knex.Transaction, status: string) => (status === 'cerrada' ? trx.fn.now() : null);

export async function crearTarea(trx: Knex.Transaction, agenteId: number, datos: TareaDatos, dueno: DuenoDeFila | null): Promise<number> {
  const nueva = await fila(trx, datos);
  const { id } = await TareaFila.query(trx).insert({ ...nueva, ...columnasDueno(dueno), agenteId, fechaCierre: cierre(trx, nueva.status) });
  return id;
}

/** Closing stamps fecha_cierre once; reopening clears it. An undefined owner keeps the task's link. */
export async function actualizarTarea(trx: Knex.Transaction, id: number, datos: TareaDatos, dueno?: DuenoDeFila | null): Promise<void> {
  const actual = await TareaFila.query(trx).where(tareaT.col.id, id).select(tareaT.col.status).first();
  if (!actual) throw notFound(MENSAJES_TAREAS.noExiste);
  const cambios = await fila(trx, datos);
  const fechaCierre = cambios.status === actual.status ? {} : { fechaCierre: cierre(trx, cambios.status) };
  await TareaFila.query(trx)
    .where(tareaT.col.id, id)
    .patch({ ...cambios, ...fechaCierre, ...columnasDueno(dueno), updatedAt: trx.fn.now() });
}

/** For DuenosDeCrm.eliminar: the tasks of deleted records stay, linked to nothing. */
export async function desvincularTareasDe(trx: Knex.Transaction, entidad: string, duenoIds: readonly number[]): Promise<void> {
  await TareaFila.query(trx)
    .where(delAgente(trx, tareaT.col.agenteId))
    .where(tareaT.col.entidad, entidad)
    .whereIn(tareaT.col.duenoId, duenoIds)
    .patch({ entidad: null, duenoId: null, updatedAt: trx.fn.now() });
}

export async function eliminarTarea(trx: Knex.Transaction, id: number): Promise<void> {
  if ((await TareaFila.query(trx).where(tareaT.col.id, id).delete()) === 0) throw notFound(MENSAJES_TAREAS.noExiste);
}
