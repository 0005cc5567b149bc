import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { suscripcionActual, usoDeUsuarios } from '../services/suscripciones.service.ts';

/** The current subscription (billing only: issue 12 item 11) and its user quota (spec 01 §7). */
export function suscripcionesRoutes(router: ApiRouter): void {
  router.get('/suscripciones/activa', { permiso: 'FACTURACION' }, async (ctx) => {
    const suscripcion = await suscripcionActual(ctx.state.trx, ctx.state.session.agenteId);
    if (!suscripcion) throw notFound('Tu cuenta no tiene una suscripción');
    ctx.body = ok(suscripcion);
  });

  router.get('/suscripciones/usages', { signedIn: true }, async (ctx) => {
    const tipo = String(ctx.query.tipoItem ?? '').toUpperCase();
    if (tipo !== 'USUARIO') throw badRequest('tipoItem debe ser USUARIO. Ejemplo: tipoItem=USUARIO');
    ctx.body = ok(await usoDeUsuarios(ctx.state.trx, ctx.state.session.agenteId));
  });
}
