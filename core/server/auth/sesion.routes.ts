import type { Knex } from 'knex';
import { loginSchema } from '../../shared/auth/schemas.ts';
import { withSystemScope, withTenant } from '../db/tenancy.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import type { RequestState } from '../http/state.ts';
import { validBody } from '../http/validate-body.ts';
import { isEmptyBody, MENSAJES, type AuthContexto } from './contexto.ts';
import { LIMITES } from './limits.ts';
import { cerrarSesion, sesionVigente } from './sesiones.ts';
import { grantsOf, loginBody, suscripcionDe, usuarioSesion } from './session.ts';
import { usuarioPorCorreo, usuarioPorId, type UsuarioRecord } from './usuario-record.ts';

type Ctx = Parameters<Parameters<ApiRouter['get']>[2]>[0] & { state: RequestState };

/** Sign-in, token refresh, sign-out and the signed-in user (spec 01 §7; sessions in docs/adr/021). */
export function sesionRoutes(router: ApiRouter, auth: AuthContexto): void {
  const { knex, hooks, secret, contadores } = auth;

  router.post('/usuarios/login', { public: true }, async (ctx) => {
    const credential = ctx.state.credential;
    if (credential && isEmptyBody(ctx.request.body)) {
      // A refresh: a new token for the same session, never past the session's absolute lifetime.
      const body = await withTenant(knex, credential.agenteId, async (trx) => {
        const session = await credential.load(trx);
        const usuario = session && (await usuarioPorId(trx, session.usuarioId));
        const sesion = usuario && session && (await sesionVigente(trx, session.sesionId, usuario.id));
        return usuario && sesion ? loginBody(trx, hooks(), usuario, secret, sesion) : undefined;
      });
      if (body) {
        ctx.body = ok(body);
        return;
      }
    }
    if (isEmptyBody(ctx.request.body) && ctx.get('authorization')) throw unauthorized();
    const { usuario: correo, password } = validBody<{ usuario: string; password: string }>(ctx as Ctx, loginSchema);
    // Counted before the work and committed: parallel guesses beyond the limit get 429, not a try.
    const limites = LIMITES.login(correo, ctx.ip);
    await contadores.contar(limites);
    const usuario = await withSystemScope(knex, (trx) => usuarioPorCorreo(trx, correo));
    const valid = await auth.verificar(password, usuario?.passwordHash ?? null);
    if (!usuario || !valid) throw badRequest(MENSAJES.credenciales);
    if (usuario.status !== 'activo') throw badRequest(MENSAJES.inactivo);
    await contadores.acierto(limites);
    ctx.body = ok(await withSystemScope(knex, (trx) => loginBody(trx, hooks(), usuario, secret)));
  });

  router.post('/usuarios/logout', { signedIn: true }, async (ctx) => {
    await cerrarSesion(ctx.state.trx, ctx.state.session.sesionId);
    ctx.body = ok(null, MENSAJES.sesionCerrada);
  });

  router.get('/usuarios/me', { signedIn: true }, async (ctx) => {
    const { trx } = ctx.state;
    const usuario = await usuarioDeLaSesion(trx, ctx.state.session);
    const suscripcion = await suscripcionDe(trx, hooks(), usuario.agenteId);
    ctx.body = ok(usuarioSesion(usuario, suscripcion, grantsOf(usuario, suscripcion), secret));
  });
}

/** The signed-in user: the guard has just read it in this same transaction, so it exists. */
export async function usuarioDeLaSesion(trx: Knex.Transaction, quien: { id: number } | { usuarioId: number }): Promise<UsuarioRecord> {
  const usuario = await usuarioPorId(trx, 'id' in quien ? quien.id : quien.usuarioId);
  if (!usuario) throw unauthorized();
  return usuario;
}
