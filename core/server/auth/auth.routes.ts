import type { Knex } from 'knex';
import { fn } from 'objection';
import { activarSchema, cambioPasswordSchema, establecerSchema, loginSchema, registroSchema, restaurarSchema } from '../../shared/auth/schemas.ts';
import { isEmail } from '../../shared/validation.ts';
import type { Config } from '../config.ts';
import { esUnicoRepetido } from '../db/errores.ts';
import { withSystemScope, withTenant } from '../db/tenancy.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import type { RequestState, SessionState } from '../http/state.ts';
import { validBody } from '../http/validate-body.ts';
import type { Mailer } from '../mail/mailer.ts';
import { Usuario } from '../models/usuario.model.ts';
import { crearAgente, type DatosAgente } from './agentes.ts';
import { consumeCode, createCode } from './codes.ts';
import { correoActivacion, correoRestauracion } from './correos.ts';
import type { SuscripcionesHooks } from './hooks.ts';
import { AttemptLimits } from './limits.ts';
import { ColaDeHash } from './cola-de-hash.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loginBody, grantsOf, suscripcionDe, usuarioSesion } from './session.ts';
import { guardarPassword, usuarioPorCorreo, usuarioPorId, type UsuarioRecord } from './usuario-record.ts';

export interface AuthDeps {
  knex: Knex;
  config: Config;
  mailer: Mailer;
  hooks: () => SuscripcionesHooks | null;
  limits?: AttemptLimits;
  /** scrypt cost (log2 N); lowered only by tests. */
  hashCost?: number;
  colaDeHash?: ColaDeHash;
}

export const MENSAJES = {
  credenciales: 'Correo o password incorrectos',
  inactivo: 'Tu usuario está inactivo; pide al usuario principal de tu cuenta que lo active',
  correoTomado: 'El correo ya está registrado',
  correoInvalido: 'El correo no es válido',
  codigo: 'El código no es válido o ya expiró; solicita uno nuevo',
  registro: 'Te enviamos un correo con tu código de activación',
  restaurar: 'Si el correo está registrado, te enviamos un código para restablecer tu password',
  restaurado: 'Tu password se actualizó; ya puedes iniciar sesión',
  passwordActual: 'El password actual no es correcto',
  passwordCambiado: 'Tu password se actualizó correctamente',
};

type Ctx = Parameters<Parameters<ApiRouter['get']>[2]>[0] & { state: RequestState };

/** Sign-in, registration, activation and password calls of spec 01 §7 (owned by the core). */
export function authRoutes(router: ApiRouter, sinTransaccion: ApiRouter<SessionState>, deps: AuthDeps): void {
  const { knex, config, mailer, hooks } = deps;
  const limits = deps.limits ?? new AttemptLimits();
  const secret = config.jwtSecret;
  // Hashing runs in turns and outside any transaction: it never holds a database connection.
  const cola = deps.colaDeHash ?? new ColaDeHash();
  const hash = (password: string) => cola.turno(() => hashPassword(password, deps.hashCost));
  const verificar = (password: string, guardado: string | null) => cola.turno(() => verifyPassword(password, guardado, deps.hashCost));

  router.post('/usuarios/login', { public: true }, async (ctx) => {
    const credential = ctx.state.credential;
    if (credential && isEmptyBody(ctx.request.body)) {
      // A refresh: one transaction checks the token's user and answers with a new token.
      const body = await withTenant(knex, credential.agenteId, async (trx) => {
        const session = await credential.load(trx);
        const usuario = session && (await usuarioPorId(trx, session.usuarioId));
        return usuario ? loginBody(trx, hooks(), usuario, secret) : undefined;
      });
      if (body) {
        ctx.body = ok(body);
        return;
      }
    }
    if (isEmptyBody(ctx.request.body) && ctx.get('authorization')) throw unauthorized();
    const { usuario: correo, password } = validBody<{ usuario: string; password: string }>(ctx as Ctx, loginSchema);
    limits.check(correo, ctx.ip);
    const usuario = await withSystemScope(knex, (trx) => usuarioPorCorreo(trx, correo));
    const valid = await verificar(password, usuario?.passwordHash ?? null);
    if (!usuario || !valid) {
      limits.fail(correo, ctx.ip);
      throw badRequest(MENSAJES.credenciales);
    }
    if (usuario.status !== 'activo') throw badRequest(MENSAJES.inactivo);
    limits.succeed(correo);
    ctx.body = ok(await withSystemScope(knex, (trx) => loginBody(trx, hooks(), usuario, secret)));
  });

  router.get('/usuarios/validar-email', { public: true }, async (ctx) => {
    const email = String(ctx.query.email ?? '').trim();
    if (!isEmail(email) || email.length > 100) {
      ctx.body = { ok: false, message: MENSAJES.correoInvalido, body: null };
      return;
    }
    const taken = await withSystemScope(knex, (trx) => usuarioPorCorreo(trx, email));
    ctx.body = taken && taken.status !== 'pendiente' ? { ok: false, message: MENSAJES.correoTomado, body: null } : ok(null);
  });

  router.post('/agentes', { public: true }, async (ctx) => {
    const datos = validBody<DatosAgente>(ctx as Ctx, registroSchema);
    const deliver = await withSystemScope(knex, async (trx) => {
      const existing = await usuarioPorCorreo(trx, datos.correo);
      let usuario: { id: number; agenteId: number };
      if (existing && !(existing.status === 'pendiente' && existing.principal)) throw badRequest(MENSAJES.correoTomado);
      if (existing) {
        // Registering again before activating sends a fresh code instead of refusing the e-mail.
        usuario = existing;
        await Usuario.query(trx).findById(existing.id).patch({ nombres: datos.nombre, apPat: datos.apPaterno, apMat: datos.apMaterno, updatedAt: fn.now() });
      } else {
        // Two sign-ups with one e-mail at once: the unique index decides, the loser gets the same message.
        const creado = await crearAgente(trx, hooks(), datos).catch((err: unknown) => {
          throw esUnicoRepetido(err) ? badRequest(MENSAJES.correoTomado) : err;
        });
        usuario = { id: creado.usuarioId, agenteId: creado.agenteId };
      }
      const codigo = await createCode(trx, secret, usuario, 'activacion');
      return mailer.enqueue(trx, correoActivacion(config.publicUrl, { correo: datos.correo, nombres: datos.nombre, agenteId: usuario.agenteId }, codigo, false));
    });
    await deliver();
    ctx.body = ok(null, MENSAJES.registro);
  });

  router.post('/usuarios/activate', { public: true }, async (ctx) => {
    const { correo, codigo, password } = validBody<{ correo: string; codigo: string; password: string }>(ctx as Ctx, activarSchema);
    limits.check(correo, ctx.ip);
    const passwordHash = await hash(password);
    const body = await withSystemScope(knex, async (trx) => {
      const usuario = await usuarioPorCorreo(trx, correo);
      if (!usuario || usuario.status !== 'pendiente' || !(await consumeCode(trx, secret, usuario.id, 'activacion', codigo))) {
        limits.fail(correo, ctx.ip);
        throw badRequest(MENSAJES.codigo);
      }
      limits.succeed(correo);
      return loginBody(trx, hooks(), await setPassword(trx, usuario, passwordHash), secret);
    });
    ctx.body = ok(body, 'Tu cuenta está activa');
  });

  router.put('/usuarios/password/restore', { public: true }, async (ctx) => {
    const { email } = validBody<{ email: string }>(ctx as Ctx, restaurarSchema);
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
    limits.check(email, ctx.ip);
    const passwordHash = await hash(newPassword);
    await withSystemScope(knex, async (trx) => {
      const usuario = await usuarioPorCorreo(trx, email);
      if (!usuario || usuario.status !== 'activo' || !(await consumeCode(trx, secret, usuario.id, 'restauracion', codigo))) {
        limits.fail(email, ctx.ip);
        throw badRequest(MENSAJES.codigo);
      }
      limits.succeed(email);
      await setPassword(trx, usuario, passwordHash);
    });
    ctx.body = ok(null, MENSAJES.restaurado);
  });

  // On the router without a request transaction: the two hashes run between two short ones.
  sinTransaccion.put('/usuarios/password', { signedIn: true }, async (ctx) => {
    const { oldPassword, newPassword } = validBody<{ oldPassword: string; newPassword: string }>(ctx as Ctx, cambioPasswordSchema);
    const { session } = ctx.state;
    const usuario = await withTenant(knex, session.agenteId, (trx) => usuarioDeLaSesion(trx, session));
    limits.check(usuario.correo, ctx.ip);
    if (!(await verificar(oldPassword, usuario.passwordHash))) {
      limits.fail(usuario.correo, ctx.ip);
      throw badRequest(MENSAJES.passwordActual);
    }
    const nuevo = await hash(newPassword);
    const body = await withTenant(knex, session.agenteId, async (trx) => loginBody(trx, hooks(), await setPassword(trx, usuario, nuevo), secret));
    ctx.body = ok(body, MENSAJES.passwordCambiado);
  });

  router.get('/usuarios/me', { signedIn: true }, async (ctx) => {
    const { trx } = ctx.state;
    const usuario = await usuarioDeLaSesion(trx, ctx.state.session);
    const suscripcion = await suscripcionDe(trx, hooks(), usuario.agenteId);
    ctx.body = ok(usuarioSesion(usuario, suscripcion, grantsOf(usuario, suscripcion), secret));
  });
}

function isEmptyBody(body: unknown): boolean {
  return body === undefined || body === null || (typeof body === 'object' && Object.keys(body as object).length === 0);
}

/** Stores a new password and answers the user as it now reads. */
async function setPassword(trx: Knex.Transaction, usuario: UsuarioRecord, passwordHash: string): Promise<UsuarioRecord> {
  await guardarPassword(trx, usuario.id, passwordHash);
  return usuarioDeLaSesion(trx, usuario);
}

/** The signed-in user: the guard has just read it in this same transaction, so it exists. */
async function usuarioDeLaSesion(trx: Knex.Transaction, quien: { id: number } | { usuarioId: number }): Promise<UsuarioRecord> {
  const usuario = await usuarioPorId(trx, 'id' in quien ? quien.id : quien.usuarioId);
  if (!usuario) throw unauthorized();
  return usuario;
}
