import { activarSchema, registroSchema } from '../../shared/auth/schemas.ts';
import { isEmail } from '../../shared/validation.ts';
import { esUnicoRepetido } from '../db/errores.ts';
import { withSystemScope } from '../db/tenancy.ts';
import type { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { badRequest } from '../http/errors.ts';
import type { RequestState } from '../http/state.ts';
import { validBody } from '../http/validate-body.ts';
import { crearAgente, type DatosAgente } from './agentes.ts';
import { consumirCodigo, createCode, probarCodigo } from './codes.ts';
import { MENSAJES, type AuthContexto } from './contexto.ts';
import { correoActivacion } from './correos.ts';
import { LIMITES, MENSAJES_LIMITE } from './limits.ts';
import { loginBody } from './session.ts';
import { guardarPassword, usuarioPorCorreo } from './usuario-record.ts';

type Ctx = Parameters<Parameters<ApiRouter['get']>[2]>[0] & { state: RequestState };

/** Registration, the e-mail check of the sign-up form and activation (spec 01 §7). */
export function registroRoutes(router: ApiRouter, auth: AuthContexto): void {
  const { knex, config, mailer, hooks, secret, contadores } = auth;

  router.get('/usuarios/validar-email', { public: true }, async (ctx) => {
    // It tells whether an address is registered: bounded per source so no one can sweep a list.
    await contadores.contar(LIMITES.consultaCorreo(ctx.ip));
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
    await contadores.contar(LIMITES.correo(datos.correo, ctx.ip), MENSAJES_LIMITE.correos);
    const deliver = await withSystemScope(knex, async (trx) => {
      const existing = await usuarioPorCorreo(trx, datos.correo);
      let usuario: { id: number; agenteId: number; nombres: string };
      if (existing && !(existing.status === 'pendiente' && existing.principal)) throw badRequest(MENSAJES.correoTomado);
      if (existing) {
        // Registering again before activating sends another code to the same address; the account
        // keeps its names and its earlier codes (whoever signs up with it cannot take it over).
        usuario = existing;
      } else {
        // Two sign-ups with one e-mail at once: the unique index decides, the loser gets the same message.
        const creado = await crearAgente(trx, hooks(), datos).catch((err: unknown) => {
          throw esUnicoRepetido(err) ? badRequest(MENSAJES.correoTomado) : err;
        });
        usuario = { id: creado.usuarioId, agenteId: creado.agenteId, nombres: datos.nombre };
      }
      const codigo = await createCode(trx, secret, usuario, 'activacion');
      return mailer.enqueue(trx, correoActivacion(config.publicUrl, { correo: datos.correo, nombres: usuario.nombres, agenteId: usuario.agenteId }, codigo, false));
    });
    await deliver();
    ctx.body = ok(null, MENSAJES.registro);
  });

  router.post('/usuarios/activate', { public: true }, async (ctx) => {
    const { correo, codigo, password } = validBody<{ correo: string; codigo: string; password: string }>(ctx as Ctx, activarSchema);
    const limites = LIMITES.codigo(correo, ctx.ip);
    await contadores.contar(limites);
    const usuario = await withSystemScope(knex, (trx) => usuarioPorCorreo(trx, correo));
    const codigoId = usuario?.status === 'pendiente' ? await probarCodigo(knex, secret, usuario, 'activacion', codigo) : null;
    if (!usuario || codigoId === null) throw badRequest(MENSAJES.codigo);
    // Hashed only for a right code, outside any transaction.
    const passwordHash = await auth.hash(password);
    const body = await withSystemScope(knex, async (trx) => {
      if (!(await consumirCodigo(trx, codigoId))) throw badRequest(MENSAJES.codigo);
      return loginBody(trx, hooks(), await guardarPassword(trx, usuario, passwordHash), secret);
    });
    await contadores.acierto(limites);
    ctx.body = ok(body, MENSAJES.activada);
  });
}
