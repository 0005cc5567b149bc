import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, notFound } from '../../../../core/server/http/errors.ts';
import { clienteStripeDe } from '../services/stripe-suscripciones.service.ts';
import { suscripcionActual, usoDeUsuarios } from '../services/suscripciones.service.ts';
import type { SuscripcionActiva } from '../../shared/pagos.ts';

/**
 * The current subscription (billing only: issue 12 item 11) and its user quota (spec 01 §7).
 * `facturacionEnLinea`: the agent pays through Stripe, so 'Mi plan' offers its customer portal.
 */
export function suscripcionesRoutes(router: ApiRouter, pagoConfigurado: boolean): void {
  router.get('/suscripciones/activa', { permiso: 'FACTURACION' }, async (ctx) => {
    const suscripcion = await suscripcionActual(ctx.state.trx, ctx.state.session.agenteId);
    if (!suscripcion) throw notFound('Tu cuenta no tiene una suscripción');
    const facturacionEnLinea = pagoConfigurado && (await clienteStripeDe(ctx.state.trx, ctx.state.session.agenteId)) !== null;
    const body: SuscripcionActiva = { ...suscripcion, facturacionEnLinea };
    ctx.body = ok(body);
  });

  router.get('/suscripciones/usages', { signedIn: true }, async (ctx) => {
    const tipo = String(ctx.query.tipoItem ?? '').toUpperCase();
    if (tipo !== 'USUARIO') throw badRequest('tipoItem debe ser USUARIO. Ejemplo: tipoItem=USUARIO');
    ctx.body = ok(await usoDeUsuarios(ctx.state.trx, ctx.state.session.agenteId));
  });
}
