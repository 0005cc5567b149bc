import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import type { TransactionState } from '../../../../core/server/http/state.ts';
import type { Schema } from '../../../../core/shared/validation.ts';
import type { DuenosDeCrm } from '../duenos.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { MENSAJES_TAREAS, PRIORIDADES, STATUS_TAREA, TIPOS_TAREA, tareaEdicionSchema, tareaNuevaSchema, tareasListSpec, type TareaDatos } from '../../shared/tareas.ts';
import { actualizarTarea, comoTarea, crearTarea, deDueno, eliminarTarea, tareaPorId, tareas, type DuenoDeFila, type FilaTarea } from '../services/tareas.service.ts';

const idTarea = (raw: string | undefined) => idDeRuta(raw, MENSAJES_TAREAS.noExiste);

/** The form's selectors: [{key, value}] (spec 01 §7). */
const opciones = (valores: Record<string, string>) => Object.entries(valores).map(([key, value]) => ({ key, value }));

/**
 * Tasks (spec 01 §3–§8, 03 §2–§7). Beyond the spec (issue 18, docs/adr/022-nombre-de-tarea.md), a
 * task may belong to one record of a registered owner (`clienteId`, `polizaId`…): the payload
 * names it, GET /tareas?clienteId=5 lists that record's tasks, and another agent's record is a 404.
 */
export function tareasRoutes(router: ApiRouter, duenos: DuenosDeCrm): void {
  const varios = () => MENSAJES_TAREAS.unSoloDueno(duenos.claves());
  const claveDe = (entidad: string) => duenos.deEntidad(entidad)?.clave;

  /** The payload's owner, checked to be a record of the caller's agent. */
  async function duenoDelCuerpo(ctx: ParameterizedContext<TransactionState>, datos: TareaDatos): Promise<DuenoDeFila | null | undefined> {
    const nombrado = duenos.opcionalDelCuerpo(datos, varios());
    if (!nombrado) return nombrado;
    await duenos.verificar(ctx.state.trx, nombrado);
    return { entidad: nombrado.dueno.entidad, id: nombrado.id };
  }

  /** The task's schema with the registered owners' keys; an owner-shaped key no plugin registered is a 400. */
  function datosDe(ctx: ParameterizedContext<TransactionState>, schema: Schema): TareaDatos {
    duenos.rechazarDesconocidos(ctx.request.body);
    return validBody<TareaDatos>(ctx, { ...duenos.schema(), ...schema });
  }

  // Before /tareas/:id, which would otherwise take these names for ids.
  router.get('/tareas/prioridades', { permiso: 'TAREAS_R' }, (ctx) => {
    ctx.body = ok(opciones(PRIORIDADES));
  });
  router.get('/tareas/status', { permiso: 'TAREAS_R' }, (ctx) => {
    ctx.body = ok(opciones(STATUS_TAREA));
  });
  router.get('/tareas/tipos', { permiso: 'TAREAS_R' }, (ctx) => {
    ctx.body = ok(opciones(TIPOS_TAREA));
  });

  router.get('/tareas', { permiso: 'TAREAS_R' }, async (ctx) => {
    const { nombrado, resto } = duenos.separarDeLaConsulta(ctx.query, varios());
    if (nombrado) await duenos.verificar(ctx.state.trx, nombrado);
    const base = tareas(ctx.state.trx);
    if (nombrado) deDueno(base, { entidad: nombrado.dueno.entidad, id: nombrado.id });
    const pagina = await applyListQuery(base, tareasListSpec, resto);
    ctx.body = ok({ ...pagina, items: (pagina.items as FilaTarea[]).map((fila) => comoTarea(fila, claveDe)) });
  });

  router.get('/tareas/:id', { permiso: 'TAREAS_R' }, async (ctx) => {
    ctx.body = ok(await tareaPorId(ctx.state.trx, idTarea(ctx.params.id), claveDe));
  });

  router.post('/tareas', { permiso: 'TAREAS_W' }, async (ctx) => {
    const datos = datosDe(ctx, tareaNuevaSchema);
    const dueno = await duenoDelCuerpo(ctx, datos);
    const id = await crearTarea(ctx.state.trx, ctx.state.session.agenteId, datos, dueno ?? null);
    ctx.body = ok({ id }, MENSAJES_TAREAS.guardada);
  });

  router.put('/tareas/:id', { permiso: 'TAREAS_W' }, async (ctx) => {
    const id = idTarea(ctx.params.id);
    const datos = datosDe(ctx, tareaEdicionSchema);
    await actualizarTarea(ctx.state.trx, id, datos, await duenoDelCuerpo(ctx, datos));
    ctx.body = ok({ id }, MENSAJES_TAREAS.guardada);
  });

  // No TAREAS_D exists: whoever may write tasks may delete them (docs/adr/013-bitacora.md).
  router.delete('/tareas/:id', { permiso: 'TAREAS_W' }, async (ctx) => {
    const id = idTarea(ctx.params.id);
    await eliminarTarea(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_TAREAS.eliminada);
  });
}
