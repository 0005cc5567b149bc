import type { Knex } from 'knex';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import {
  MENSAJES_TAREAS,
  normalizarVencimiento,
  PRIORIDADES,
  STATUS_TAREA,
  TAREA_NUEVA,
  TIPOS_TAREA,
  vendedorDe,
  type Tarea,
  type TareaDatos,
} from '../../shared/tareas.ts';
import { fechaTexto } from '../fechas.ts';

/** Tasks of the agent under row-level security; every function takes the request's transaction. */

/** The list's and the detail's base: the task and its seller's names. */
export function tareas(trx: Knex.Transaction) {
  return trx('tareas as t')
    .leftJoin('vendedores as v', 'v.id', 't.vendedor_id')
    .select(
      't.id',
      't.nombre',
      't.descripcion',
      fechaTexto(trx, 't.vencimiento', 'vencimiento'),
      't.prioridad',
      't.status',
      't.tipo',
      't.vendedor_id as vendedorId',
      'v.nombres as vendedorNombres',
      'v.ap_pat as vendedorApPat',
      'v.ap_mat as vendedorApMat',
      fechaTexto(trx, 't.created_at', 'fecha'),
      fechaTexto(trx, 't.fecha_cierre', 'fechaCierre'),
    );
}

export type FilaTarea = Omit<Tarea, 'prioridad' | 'status' | 'tipo'> & { prioridad: Tarea['prioridad']['name']; status: Tarea['status']['name']; tipo: Tarea['tipo']['name'] };

/** Priority, status and type as the spec shows them: {name, displayName}. */
export function comoTarea(fila: FilaTarea): Tarea {
  return {
    ...fila,
    prioridad: { name: fila.prioridad, displayName: PRIORIDADES[fila.prioridad] },
    status: { name: fila.status, displayName: STATUS_TAREA[fila.status] },
    tipo: { name: fila.tipo, displayName: TIPOS_TAREA[fila.tipo] },
  };
}

export async function tareaPorId(trx: Knex.Transaction, id: number): Promise<Tarea> {
  const fila = await tareas(trx).where('t.id', id).first();
  if (!fila) throw notFound(MENSAJES_TAREAS.noExiste);
  return comoTarea(fila);
}

/** The seller must be one of the agent's (row-level security hides any other). */
async function vendedorDelAgente(trx: Knex.Transaction, id: number | null): Promise<number | null> {
  if (id !== null && !(await trx('vendedores').where({ id }).first('id'))) {
    throw badRequest(MENSAJES_TAREAS.vendedorNoExiste, { errors: { vendedor: MENSAJES_TAREAS.vendedorNoExiste } });
  }
  return id;
}

async function fila(trx: Knex.Transaction, datos: TareaDatos) {
  return {
    nombre: datos.nombre,
    descripcion: datos.descripcion,
    // Written as local wall time: the connection's time zone is Mexico City.
    vencimiento: datos.vencimiento ? normalizarVencimiento(datos.vencimiento) : null,
    prioridad: datos.prioridad ?? TAREA_NUEVA.prioridad,
    tipo: datos.tipo ?? TAREA_NUEVA.tipo,
    status: datos.status ?? TAREA_NUEVA.status,
    vendedor_id: await vendedorDelAgente(trx, vendedorDe(datos)),
  };
}

const cierre = (trx: Knex.Transaction, status: string) => (status === 'cerrada' ? trx.fn.now() : null);

export async function crearTarea(trx: Knex.Transaction, agenteId: number, datos: TareaDatos): Promise<number> {
  const nueva = await fila(trx, datos);
  const [{ id }] = await trx('tareas').insert({ ...nueva, agente_id: agenteId, fecha_cierre: cierre(trx, nueva.status) }).returning('id');
  return id;
}

/** Closing stamps fecha_cierre once; reopening clears it. */
export async function actualizarTarea(trx: Knex.Transaction, id: number, datos: TareaDatos): Promise<void> {
  const actual = await trx('tareas').where({ id }).first('status');
  if (!actual) throw notFound(MENSAJES_TAREAS.noExiste);
  const cambios = await fila(trx, datos);
  const fechaCierre = cambios.status === actual.status ? {} : { fecha_cierre: cierre(trx, cambios.status) };
  await trx('tareas').where({ id }).update({ ...cambios, ...fechaCierre, updated_at: trx.fn.now() });
}

export async function eliminarTarea(trx: Knex.Transaction, id: number): Promise<void> {
  if ((await trx('tareas').where({ id }).delete()) === 0) throw notFound(MENSAJES_TAREAS.noExiste);
}
