import type { Knex } from 'knex';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { Cliente } from '../../../clientes/server/index.ts';
import { Poliza, polizaT, Recibo, reciboT } from '../../../polizas/server/index.ts';
import { sumarDias } from '../../../polizas/shared/fechas.ts';
import { MENSAJES_INTEGRACIONES } from '../../shared/mensajes.ts';
import type { TareaDeRecibo, TareasDePoliza, TareaTodoist, TipoTareaTodoist } from '../../shared/todoist.ts';
import { TodoistTarea, todoistTareaT } from '../models/todoist-tarea.model.ts';
import { clienteTodoist, errorDeTodoist, TodoistError, type ClienteTodoist } from '../todoist/todoist-client.ts';
import { diasRenovacion, tokenTodoist, type Integraciones } from './parametros.service.ts';

const t = todoistTareaT.col;

/** The agent's Todoist client, or null without a saved token. */
async function cliente(trx: Knex.Transaction, deps: Integraciones, agenteId: number): Promise<ClienteTodoist | null> {
  const token = await tokenTodoist(trx, deps, agenteId);
  return token ? clienteTodoist(deps.todoistBase, token) : null;
}

async function clienteRequerido(trx: Knex.Transaction, deps: Integraciones, agenteId: number): Promise<ClienteTodoist> {
  const todoist = await cliente(trx, deps, agenteId);
  if (!todoist) throw badRequest(MENSAJES_INTEGRACIONES.sinToken);
  return todoist;
}

/** The policy (row-level security: another agent's is not found), or a 404. */
async function polizaDelAgente(trx: Knex.Transaction, polizaId: number): Promise<Poliza> {
  const poliza = await Poliza.query(trx).findById(polizaId).whereNot(polizaT.col.status, 'eliminada');
  if (!poliza) throw notFound(MENSAJES_INTEGRACIONES.polizaNoExiste);
  return poliza;
}

async function reciboDelAgente(trx: Knex.Transaction, reciboId: number): Promise<Recibo> {
  const recibo = await Recibo.query(trx).findById(reciboId);
  if (!recibo) throw notFound(MENSAJES_INTEGRACIONES.reciboNoExiste);
  return recibo;
}

function respuesta(tarea: TodoistTarea, serie: number | null): TareaTodoist {
  return {
    tipo: tarea.tipo,
    polizaId: tarea.polizaId,
    reciboId: tarea.reciboId,
    serie,
    contenido: tarea.contenido,
    vencimiento: tarea.vencimiento,
    url: tarea.url,
    completada: tarea.cerradaAt !== null,
  };
}

/**
 * Asks Todoist which of these linked tasks are still open and records the others as completed (done
 * in Todoist itself). Answers a notice instead of failing: the detail still shows what Cartera knew.
 */
async function actualizarCompletadas(trx: Knex.Transaction, todoist: ClienteTodoist | null, tareas: TodoistTarea[]): Promise<string | null> {
  const abiertas = tareas.filter((tarea) => tarea.cerradaAt === null);
  if (!todoist || abiertas.length === 0) return null;
  let siguen: Set<string>;
  try {
    siguen = await todoist.abiertas(abiertas.map((tarea) => tarea.todoistId));
  } catch (err) {
    if (err instanceof TodoistError) return MENSAJES_INTEGRACIONES.sinConfirmar;
    throw err;
  }
  const completadas = abiertas.filter((tarea) => !siguen.has(tarea.todoistId));
  if (completadas.length === 0) return null;
  const ahora = new Date();
  await TodoistTarea.query(trx)
    .whereIn(
      t.id,
      completadas.map((tarea) => tarea.id),
    )
    .patch({ cerradaAt: ahora });
  for (const tarea of completadas) tarea.cerradaAt = ahora;
  return null;
}

/** GET /todoist/poliza/{id} (spec 01 §7): the policy's renewal task and its receipts' tasks, each with whether it is completed. */
export async function tareasDePoliza(trx: Knex.Transaction, deps: Integraciones, agenteId: number, polizaId: number): Promise<TareasDePoliza> {
  await polizaDelAgente(trx, polizaId);
  const tareas = await TodoistTarea.query(trx).where(t.polizaId, polizaId).orderBy(t.vencimiento).orderBy(t.id);
  const todoist = await cliente(trx, deps, agenteId);
  const aviso = await actualizarCompletadas(trx, todoist, tareas);
  const series = new Map<number, number>(
    (await Recibo.query(trx).where(reciboT.col.polizaId, polizaId).select(reciboT.col.id, reciboT.col.serie)).map((r) => [r.id, r.serie] as [number, number]),
  );
  const renovacion = tareas.find((tarea) => tarea.tipo === 'POLIZA');
  return {
    configurada: todoist !== null,
    poliza: renovacion ? respuesta(renovacion, null) : null,
    recibos: tareas.filter((tarea) => tarea.tipo === 'RECIBO').map((tarea) => respuesta(tarea, series.get(tarea.reciboId ?? 0) ?? null)),
    aviso,
  };
}

/** GET /todoist/recibo/{id}: the receipt's task (the log form offers to close it). */
export async function tareaDeRecibo(trx: Knex.Transaction, deps: Integraciones, agenteId: number, reciboId: number): Promise<TareaDeRecibo> {
  const recibo = await reciboDelAgente(trx, reciboId);
  const tarea = await TodoistTarea.query(trx).where(t.reciboId, reciboId).first();
  const todoist = await cliente(trx, deps, agenteId);
  if (tarea) await actualizarCompletadas(trx, todoist, [tarea]);
  return { configurada: todoist !== null, tarea: tarea ? respuesta(tarea, recibo.serie) : null };
}

/** The column's length: a long policy number and client name must not make the insert fail. */
const MAX_CONTENIDO = 500;

interface TareaPorCrear {
  tipo: TipoTareaTodoist;
  reciboId: number | null;
  contenido: string;
  vencimiento: string;
}

/** What the policy still lacks: its renewal task (while it is vigente) and a task per pending receipt without one. */
async function porCrear(trx: Knex.Transaction, poliza: Poliza): Promise<TareaPorCrear[]> {
  const ligadas = await TodoistTarea.query(trx).where(t.polizaId, poliza.id).select(t.tipo, t.reciboId);
  const cliente = await Cliente.query(trx).findById(poliza.clienteId);
  const nombre = cliente ? [cliente.nombres, cliente.apPat, cliente.apMat].filter(Boolean).join(' ') : '';
  const hoy = hoyEnMexico();
  const lista: TareaPorCrear[] = [];
  if (poliza.status === 'vigente' && !ligadas.some((l) => l.tipo === 'POLIZA')) {
    const vence = sumarDias(poliza.fechaVigenciaA, -(await diasRenovacion(trx)));
    lista.push({
      tipo: 'POLIZA',
      reciboId: null,
      contenido: MENSAJES_INTEGRACIONES.tareaRenovacion(poliza.noPoliza, nombre).slice(0, MAX_CONTENIDO),
      vencimiento: vence < hoy ? hoy : vence,
    });
  }
  const conTarea = new Set(ligadas.map((l) => l.reciboId));
  const pendientes = await Recibo.query(trx).where(reciboT.col.polizaId, poliza.id).where(reciboT.col.status, 'pendiente').orderBy(reciboT.col.serie);
  for (const recibo of pendientes.filter((r) => !conTarea.has(r.id))) {
    lista.push({
      tipo: 'RECIBO',
      reciboId: recibo.id,
      contenido: MENSAJES_INTEGRACIONES.tareaRecibo(recibo.serie, poliza.noPoliza, nombre).slice(0, MAX_CONTENIDO),
      vencimiento: recibo.fecVence,
    });
  }
  return lista;
}

/**
 * POST /todoist/poliza/{id} (beyond the spec): creates the missing tasks in Todoist and links them.
 * Never two per renewal or receipt: the unique indexes refuse a second link, and a task Todoist
 * created for a link that lost that race is deleted there. When Todoist fails after some tasks were
 * created, those stay linked (so a retry does not repeat them) and the answer says what happened.
 */
export async function crearTareasDePoliza(trx: Knex.Transaction, deps: Integraciones, agenteId: number, polizaId: number): Promise<{ creadas: number; fallo: string | null }> {
  const poliza = await polizaDelAgente(trx, polizaId);
  const todoist = await clienteRequerido(trx, deps, agenteId);
  let creadas = 0;
  for (const tarea of await porCrear(trx, poliza)) {
    try {
      const remota = await todoist.crearTarea({ content: tarea.contenido, description: `Póliza ${poliza.noPoliza} en Cartera`, due_date: tarea.vencimiento });
      const insertada = await TodoistTarea.query(trx)
        .insert({
          agenteId,
          polizaId,
          tipo: tarea.tipo,
          reciboId: tarea.reciboId,
          todoistId: String(remota.id),
          contenido: tarea.contenido,
          vencimiento: tarea.vencimiento,
          url: remota.url,
        })
        .onConflict()
        .ignore();
      if (insertada.id === undefined) await todoist.eliminarTarea(String(remota.id));
      else creadas++;
    } catch (err) {
      if (!(err instanceof TodoistError)) throw err;
      if (creadas === 0) throw errorDeTodoist(err.fallo);
      return { creadas, fallo: errorDeTodoist(err.fallo).message };
    }
  }
  return { creadas, fallo: null };
}

/**
 * PUT /todoist/{id}/cerrar/tipo/{POLIZA|RECIBO} (spec 01 §7): completes in Todoist the task linked
 * to the policy's renewal or to the receipt. Closing one already completed answers ok.
 */
export async function cerrarTareaLigada(trx: Knex.Transaction, deps: Integraciones, agenteId: number, id: number, tipo: TipoTareaTodoist): Promise<void> {
  if (tipo === 'POLIZA') await polizaDelAgente(trx, id);
  else await reciboDelAgente(trx, id);
  const tarea = await TodoistTarea.query(trx)
    .where(t.tipo, tipo)
    .where(tipo === 'POLIZA' ? t.polizaId : t.reciboId, id)
    .first();
  if (!tarea) throw notFound(MENSAJES_INTEGRACIONES.sinTarea);
  if (tarea.cerradaAt) return;
  const todoist = await clienteRequerido(trx, deps, agenteId);
  try {
    await todoist.cerrarTarea(tarea.todoistId);
  } catch (err) {
    if (err instanceof TodoistError) throw errorDeTodoist(err.fallo);
    throw err;
  }
  await TodoistTarea.query(trx).findById(tarea.id).patch({ cerradaAt: new Date() });
}
