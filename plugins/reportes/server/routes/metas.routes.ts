import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { hoyEnMexico } from '../../../../core/shared/fechas.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { MENSAJES_METAS, metaSchema, type MetaDatos } from '../../shared/metas.ts';
import { actualizarMeta, crearMeta, eliminarMeta, metas } from '../services/metas.service.ts';

/** Goals (spec 02 §2.11, §7 'Goals'): the METAS permission for all of it. */
export function metasRoutes(router: ApiRouter): void {
  const idDeMeta = (raw: string | undefined) => idDeRuta(raw, MENSAJES_METAS.noExiste);

  router.get('/metas', { permiso: 'METAS' }, async (ctx) => {
    ctx.body = ok(await metas(ctx.state.trx));
  });

  router.post('/metas', { permiso: 'METAS' }, async (ctx) => {
    const id = await crearMeta(ctx.state.trx, ctx.state.session.agenteId, validBody<MetaDatos>(ctx, metaSchema), hoyEnMexico());
    ctx.body = ok({ id }, MENSAJES_METAS.guardada);
  });

  router.put('/metas/:id', { permiso: 'METAS' }, async (ctx) => {
    const id = idDeMeta(ctx.params.id);
    await actualizarMeta(ctx.state.trx, id, validBody<MetaDatos>(ctx, metaSchema), hoyEnMexico());
    ctx.body = ok({ id }, MENSAJES_METAS.guardada);
  });

  router.delete('/metas/:id', { permiso: 'METAS' }, async (ctx) => {
    const id = idDeMeta(ctx.params.id);
    await eliminarMeta(ctx.state.trx, id);
    ctx.body = ok({ id }, MENSAJES_METAS.eliminada);
  });
}
