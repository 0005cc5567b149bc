import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { applyListQuery } from '../../../../core/server/list-query/index.ts';
import { MENSAJES_TAREAS, PRIORIDADES, STATUS_TAREA, TIPOS_TAREA, tareaEdicionSchema, tareaNuevaSchema, tareasListSpec, type TareaDatos } from '../../shared/tareas.ts';
import { actualizarTarea, comoTarea, crearTarea, eliminarTarea, tareaPorId, tareas, type FilaTarea } from '../services/tareas.service.ts';

const idTarea = (raw: string | undefined) => idDeRuta(raw, MENSAJES_TAREAS.noExiste);

/** The form's selectors: [{key, value}] (spec 01 §7). */
const opciones = (valores: Record<string, string>) => Object.entries(valores).map(([key, value]) => ({ key, value }));

/** Tasks (spec 01 §3–§8, 03 §2–§7). */
export function tareasRoutes(router: ApiRouter): void {
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
    const pagina = await applyListQuery(tareas(ctx.state.trx), tareasListSpec, ctx.query);
    ctx.body = ok({ ...pagina, items: (pagina.items as FilaTarea[]).map(comoTarea) });
  });

  router.get('/tareas/:id', { permiso: 'TAREAS_R' }, async (ctx) => {
    ctx.body = ok(await tareaPorId(ctx.state.trx, idTarea(ctx.params.id)));
  });

  router.post('/tareas', { permiso: 'TAREAS_W' }, async (ctx) => {
    const datos = validBody<TareaDatos>(ctx, tareaNuevaSchema);
    const id = await crearTarea(ctx.state.trx, ctx.state.session.agenteId, datos);
    ctx.body = ok({ id }, MENSAJES_TAREAS.guardada);
  });

  router.put('/tareas/:id', { permiso: 'TAREAS_W' }, async (ctx) => {
    const id = idTarea(ctx.params.id);
    const datos = validBody<TareaDatos>(ctx, tareaEdicionSchema);
    await actualizarTarea(ctx.state.trx, id, datos);
    ctx.body = ok({ id }, MENSAJES_TAREAS.guardada);
  });

  // No TAREAS_D exists: whoever may write tasks may delete them (docs/adr/013-bitacora.md).
  router.delete('/tareas/:id', { permiso: 'TAREAS_W' }, async (ctx) => {
    const id = idTarea(ctx.params.id);
    await eliminarTarea(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_TAREAS.eliminada);
  });
}
