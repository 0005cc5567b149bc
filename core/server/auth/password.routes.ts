import { cambioPasswordSchema, establecerSchema, restaurarSchema } from '../../shared/auth/schemas.ts';
import { withSystemScope, withTenant } from '../db/tenancy.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import type { RequestState, SessionState } from '../http/state.ts';
import { validBody } from '../http/validate-body.ts';
import { consumirCodigo, createCode, probarCodigo } from './codes.ts';
import { MENSAJES, type AuthContexto } from './contexto.ts';
import { correoRestauracion } from './correos.ts';
import { clavesDeLogin, LIMITES, MENSAJES_LIMITE } from './limits.ts';
import { usuarioDeLaSesion } from './sesion.routes.ts';
import { loginBody } from './session.ts';
import { guardarPassword, usuarioPorCorreo } from './usuario-record.ts';

type Ctx = Parameters<Parameters<ApiRouter['get']>[2]>[0] & { state: RequestState };

/** Password reset by e-mailed code and the signed-in password change (spec 01 §7). */
export function passwordRoutes(router: ApiRouter, sinTransaccion: ApiRouter<SessionState>, auth: AuthContexto): void {
  const { knex, config, mailer, hooks, secret, contadores } = auth;

  router.put('/usuarios/password/restore', { public: true }, async (ctx) => {
    const { email } = validBody<{ email: string }>(ctx as Ctx, restaurarSchema);
    // Counted for any address, registered or not, so the limit tells nothing about the account.
    await contadores.contar(LIMITES.correo(email, ctx.ip), MENSAJES_LIMITE.correos);
    const deliver = await withSystemScope(knex, async (trx) => {
      const usuario = await usuarioPorCorreo(trx, email);
      if (!usuario || usuario.status !== 'activo') return null;
      const codigo = await createCode(trx, secret, usuario, 'restauracion');
      return mailer.enqueue(trx, correoRestauracion(config.publicUrl, usuario, codigo));
    });
    await deliver?.();
    ctx.body = ok(null, MENSAJES.restaurar);
  });

  router.put('/usuarios/password/restore/set', { public: true }, async (ctx) => {
    const { email, codigo, newPassword } = validBody<{ email: string; codigo: string; newPassword: string }>(ctx as Ctx, establecerSchema);
    const limites = LIMITES.codigo(email, ctx.ip);
    await contadores.contar(limites);
    const usuario = await withSystemScope(knex, (trx) => usuarioPorCorreo(trx, email));
    const codigoId = usuario?.status === 'activo' ? await probarCodigo(knex, secret, usuario, 'restauracion', codigo) : null;
    if (!usuario || codigoId === null) throw badRequest(MENSAJES.codigo);
    const passwordHash = await auth.hash(newPassword);
    await withSystemScope(knex, async (trx) => {
      if (!(await consumirCodigo(trx, codigoId))) throw badRequest(MENSAJES.codigo);
      await guardarPassword(trx, usuario, passwordHash);
    });
    // A reset lets the owner in even while someone else is guessing the password.
    await contadores.acierto(limites);
    await contadores.olvidar(clavesDeLogin(email, ctx.ip));
    ctx.body = ok(null, MENSAJES.restaurado);
  });

  // On the router without a request transaction: the two hashes run between two short ones.
  sinTransaccion.put('/usuarios/password', { signedIn: true }, async (ctx) => {
    const { oldPassword, newPassword } = validBody<{ oldPassword: string; newPassword: string }>(ctx as Ctx, cambioPasswordSchema);
    const { session } = ctx.state;
    const usuario = await withTenant(knex, session.agenteId, (trx) => usuarioDeLaSesion(trx, session));
    const intentos = LIMITES.login(usuario.correo, ctx.ip);
    await contadores.contar(intentos);
    if (!(await auth.verificar(oldPassword, usuario.passwordHash))) throw badRequest(MENSAJES.passwordActual);
    await contadores.acierto(intentos);
    const nuevo = await auth.hash(newPassword);
    // Every session ends, this one included; the answer carries a new session for this browser.
    const body = await withTenant(knex, session.agenteId, async (trx) => loginBody(trx, hooks(), await guardarPassword(trx, usuario, nuevo), secret));
    ctx.body = ok(body, MENSAJES.passwordCambiado);
  });
}
