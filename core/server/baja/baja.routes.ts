import type { Context } from 'koa';
import { confirmarPasswordSchema, MENSAJES_BAJA } from '../../shared/auth/baja.ts';
import { formatFecha } from '../../shared/format.ts';
import { withTenant } from '../db/tenancy.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import type { RequestSession, SessionState } from '../http/state.ts';
import { validBody } from '../http/validate-body.ts';
import { MENSAJES, type AuthContexto } from '../auth/contexto.ts';
import { LIMITES } from '../auth/limits.ts';
import { usuarioDeLaSesion } from '../auth/sesion.routes.ts';
import { deshacerBaja, estadoBaja, solicitarBaja } from './baja.service.ts';
import { exportarCuenta } from './exportacion.ts';

/**
 * The owner's cancellation of the account and the export of all its data (issue 19,
 * docs/adr/040-baja-de-cuenta.md). Only the principal user; the two irreversible-looking steps ask
 * for the contraseña again, counted like a sign-in.
 */
export function bajaRoutes(router: ApiRouter, sinTransaccion: ApiRouter<SessionState>, auth: AuthContexto): void {
  const { knex, contadores, config } = auth;

  /** The principal user of the session, after its contraseña is checked (outside any transaction: the hash is slow). */
  const confirmarPrincipal = async (ctx: Context, session: RequestSession) => {
    const { password } = validBody<{ password: string }>(ctx, confirmarPasswordSchema);
    const usuario = await withTenant(knex, session.agenteId, (trx) => usuarioDeLaSesion(trx, session));
    if (!usuario.principal) throw forbidden(MENSAJES_BAJA.soloPrincipal);
    const intentos = LIMITES.login(usuario.correo, ctx.ip);
    await contadores.contar(intentos);
    if (!(await auth.verificar(password, usuario.passwordHash))) throw badRequest(MENSAJES.passwordActual);
    await contadores.acierto(intentos);
  };

  router.get('/cuenta/baja', { signedIn: true }, async (ctx) => {
    const { trx, session } = ctx.state;
    if (!(await usuarioDeLaSesion(trx, session)).principal) throw forbidden(MENSAJES_BAJA.soloPrincipal);
    ctx.body = ok(await estadoBaja(trx, session.agenteId));
  });

  sinTransaccion.post('/cuenta/baja', { signedIn: true }, async (ctx) => {
    const { session } = ctx.state;
    await confirmarPrincipal(ctx, session);
    if (await withTenant(knex, session.agenteId, (trx) => estadoBaja(trx, session.agenteId))) throw badRequest(MENSAJES_BAJA.yaSolicitada);
    // Before it is recorded: with the payment provider out of reach the account stays as it was (503).
    await auth.hooks()?.renovacionAlDarDeBaja(knex, session.agenteId, true);
    const estado = await withTenant(knex, session.agenteId, async (trx) => {
      if (await estadoBaja(trx, session.agenteId)) throw badRequest(MENSAJES_BAJA.yaSolicitada);
      return solicitarBaja(trx, session.agenteId);
    });
    ctx.state.log.info('baja de cuenta solicitada', { agenteId: session.agenteId, bajaEl: estado.bajaEl });
    ctx.body = ok(estado, MENSAJES_BAJA.solicitada(formatFecha(estado.bajaEl)));
  });

  // Outside a transaction: undoing it first lets the card subscription renew again, which calls the payment provider.
  sinTransaccion.delete('/cuenta/baja', { signedIn: true }, async (ctx) => {
    const { session } = ctx.state;
    await withTenant(knex, session.agenteId, async (trx) => {
      if (!(await usuarioDeLaSesion(trx, session)).principal) throw forbidden(MENSAJES_BAJA.soloPrincipal);
      if (!(await estadoBaja(trx, session.agenteId))) throw badRequest(MENSAJES_BAJA.sinBaja);
    });
    await auth.hooks()?.renovacionAlDarDeBaja(knex, session.agenteId, false);
    await withTenant(knex, session.agenteId, (trx) => deshacerBaja(trx, session.agenteId));
    ctx.state.log.info('baja de cuenta cancelada', { agenteId: session.agenteId });
    ctx.body = ok(null, MENSAJES_BAJA.deshecha);
  });

  // POST, not GET: the contraseña travels in the body, never in an address that logs keep.
  sinTransaccion.post('/cuenta/exportacion', { signedIn: true }, async (ctx) => {
    const { session } = ctx.state;
    await confirmarPrincipal(ctx, session);
    ctx.state.log.info('exportación de la cuenta', { agenteId: session.agenteId });
    ctx.set('Content-Disposition', `attachment; filename="cartera-exportacion-${session.agenteId}.zip"`);
    ctx.type = 'application/zip';
    ctx.body = exportarCuenta(knex, config, session.agenteId, ctx.state.log);
  });
}
