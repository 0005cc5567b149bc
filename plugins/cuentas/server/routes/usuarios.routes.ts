import type { Knex } from 'knex';
import { createCode } from '../../../../core/server/auth/codes.ts';
import { cambiarCorreo } from '../../../../core/server/auth/cambio-correo.ts';
import { correoActivacion } from '../../../../core/server/auth/correos.ts';
import { revocarSesiones } from '../../../../core/server/auth/sesiones.ts';
import { usuarioPorCorreo } from '../../../../core/server/auth/usuario-record.ts';
import { withSystemScope } from '../../../../core/server/db/tenancy.ts';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { ok } from '../../../../core/server/http/envelope.ts';
import { badRequest, forbidden, notFound } from '../../../../core/server/http/errors.ts';
import { idDeRuta } from '../../../../core/server/http/route-params.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import type { Mailer } from '../../../../core/server/mail/mailer.ts';
import { Usuario, usuarioT } from '../../../../core/server/models/index.ts';
import { registroDeAcceso } from '../../../../core/shared/access/registro.ts';
import { ROLE_USER } from '../../../../core/shared/access/roles.ts';
import type { UsuarioAdministrado } from '../../../../core/shared/auth/contract.ts';
import { cuentaSchema, usuarioRapidoSchema, usuarioSchema } from '../../../../core/shared/auth/schemas.ts';
import { verificarConcesion } from '../services/privilegios.service.ts';
import { usoParaAgregarUsuario } from '../services/suscripciones.service.ts';

export const MENSAJES_USUARIOS = {
  guardado: 'Usuario guardado correctamente',
  cuentaGuardada: 'Guardado exitosamente',
  eliminado: 'Usuario eliminado',
  sinAdicionales: 'Tu suscripción no cuenta con usuarios adicionales.',
  limite: 'Tu suscripción ha llegado al límite de usuarios disponibles',
  correoTomado: 'El correo ya está registrado',
  correoPorConfirmar: (correo: string) =>
    `Usuario guardado. Enviamos a ${correo} un código para confirmar el cambio de correo; hasta entonces el usuario entra con su correo actual`,
  principal: 'El usuario principal no se puede modificar ni eliminar desde aquí',
  propio: 'No puedes eliminar tu propio usuario',
};

interface UsuarioDatos {
  id?: number | null;
  correo: string;
  nombres: string;
  apPat: string;
  apMat: string | null;
  celular?: string | null;
  status?: 'activo' | 'inactivo' | null;
  roles?: unknown;
}

/** What the users form shows of a user. */
const COLUMNAS = (['id', 'nombres', 'apPat', 'apMat', 'correo', 'correoPendiente', 'celular', 'status', 'principal', 'roles'] as const).map((p) => usuarioT.col[p]);

/** Users not deleted: a deleted user keeps its row (policies and log entries name their author). */
function vivos(trx: Knex.Transaction) {
  return Usuario.query(trx).whereNull(usuarioT.col.eliminadoAt);
}

/**
 * The privileges as sent. ROLE_USER, which every session lists, is accepted and not stored: every
 * user holds it (issue 18: the API takes what the sessions show).
 */
function rolesValidos(raw: unknown): string[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.some((r) => typeof r !== 'string')) throw badRequest('Los privilegios deben ser una lista de roles');
  const concedidos = (raw as string[]).filter((r) => r !== ROLE_USER);
  const unknown = concedidos.find((r) => !registroDeAcceso.rol(r));
  if (unknown) throw badRequest(`El privilegio ${unknown} no existe`);
  return [...new Set(concedidos)].sort();
}

/** A pending user shows as inactivo in the form until it activates its account. */
function administrado(u: Usuario): UsuarioAdministrado {
  const { id, nombres, apPat, apMat, correo, correoPendiente, celular, principal, roles } = u;
  return { id, nombres, apPat, apMat, correo, correoPendiente, celular, principal, roles, status: u.status === 'activo' ? 'activo' : 'inactivo' };
}

/** Additional users of the agent (spec 01 §2 /configuracion/usuarios, §7). */
export function usuariosRoutes(router: ApiRouter, deps: { mailer: Mailer; publicUrl: string; secret: string }): void {
  const { mailer, publicUrl, secret } = deps;
  router.get('/usuarios/adicionales', { permiso: 'USUARIOS_R' }, async (ctx) => {
    const rows = await vivos(ctx.state.trx)
      .where(usuarioT.col.principal, false)
      .orderBy([{ column: usuarioT.col.nombres }, { column: usuarioT.col.id }])
      .select(COLUMNAS);
    ctx.body = ok(rows.map(administrado));
  });

  router.get('/usuarios/:id', { permiso: 'USUARIOS_R' }, async (ctx) => {
    const row = await vivos(ctx.state.trx).findById(idDeRuta(ctx.params.id, 'El usuario no existe')).select(COLUMNAS);
    if (!row) throw notFound('El usuario no existe');
    ctx.body = ok(administrado(row));
  });

  router.post('/usuarios', { permiso: 'USUARIOS_W' }, async (ctx) => {
    const completo = ctx.request.body && typeof ctx.request.body === 'object' && ('celular' in ctx.request.body || 'roles' in ctx.request.body);
    const datos = validBody<UsuarioDatos>(ctx, completo ? usuarioSchema : usuarioRapidoSchema);
    const roles = rolesValidos(datos.roles);
    const { trx, session } = ctx.state;
    const { agenteId } = session;
    verificarConcesion(session, roles);
    await ensureCorreoLibre(trx, datos.correo);
    const uso = await usoParaAgregarUsuario(trx, agenteId);
    if (uso.availavility <= 0) throw badRequest(uso.quantity <= 1 ? MENSAJES_USUARIOS.sinAdicionales : MENSAJES_USUARIOS.limite);
    const { id } = await Usuario.query(trx).insert({
      agenteId,
      correo: datos.correo,
      nombres: datos.nombres,
      apPat: datos.apPat,
      apMat: datos.apMat,
      celular: datos.celular ?? null,
      roles,
      status: 'pendiente',
      principal: false,
    });
    const codigo = await createCode(trx, secret, { id, agenteId }, 'activacion');
    ctx.state.afterCommit.push(await mailer.enqueue(trx, correoActivacion(publicUrl, { correo: datos.correo, nombres: datos.nombres, agenteId }, codigo, true)));
    ctx.body = ok({ id }, MENSAJES_USUARIOS.guardado);
  });

  router.put('/usuarios', { signedIn: true }, async (ctx) => {
    const { session, trx } = ctx.state;
    const body = (ctx.request.body ?? {}) as { id?: unknown };
    if (Number(body.id) === session.usuarioId) {
      const datos = validBody<UsuarioDatos>(ctx, cuentaSchema);
      const actual = await vivos(trx).findById(session.usuarioId).select(usuarioT.col.principal);
      if (!actual) throw notFound('El usuario no existe');
      // The principal's names are the agent's registered names: they are not edited here.
      const nombres = actual.principal ? {} : { nombres: datos.nombres, apPat: datos.apPat, apMat: datos.apMat };
      await vivos(trx)
        .findById(session.usuarioId)
        .patch({ ...nombres, celular: datos.celular ?? null, updatedAt: trx.fn.now() });
      ctx.body = ok({ id: session.usuarioId }, MENSAJES_USUARIOS.cuentaGuardada);
      return;
    }
    if (!session.can('USUARIOS_W')) throw forbidden();
    const datos = validBody<UsuarioDatos & { id: number }>(ctx, { ...usuarioSchema, id: { ...usuarioSchema.id, required: true } });
    const roles = rolesValidos(datos.roles);
    const target = await vivos(trx)
      .findById(datos.id)
      .select(usuarioT.col.id, usuarioT.col.agenteId, usuarioT.col.principal, usuarioT.col.correo, usuarioT.col.nombres, usuarioT.col.status, usuarioT.col.roles);
    if (!target) throw notFound('El usuario no existe');
    if (target.principal) throw badRequest(MENSAJES_USUARIOS.principal);
    verificarConcesion(session, roles, target.roles);
    // A user still pending activation stays pending until it sets its password.
    const status = target.status === 'pendiente' ? 'pendiente' : (datos.status ?? target.status);
    await vivos(trx)
      .findById(target.id)
      .patch({ nombres: datos.nombres, apPat: datos.apPat, apMat: datos.apMat, celular: datos.celular ?? null, status, roles, updatedAt: trx.fn.now() });
    // Fewer privileges or a deactivation take effect now: the user's sessions end (docs/adr/021).
    if (status === 'inactivo' && target.status === 'activo') await revocarSesiones(trx, target.id, 'desactivado');
    else if (roles.join() !== [...target.roles].sort().join()) await revocarSesiones(trx, target.id, 'privilegios');
    const cambio = datos.correo.toLowerCase() !== target.correo.toLowerCase();
    if (!cambio) {
      ctx.body = ok({ id: target.id }, MENSAJES_USUARIOS.guardado);
      return;
    }
    await ensureCorreoLibre(trx, datos.correo);
    const { pendiente, envios } = await cambiarCorreo({ trx, mailer, publicUrl, secret, usuario: { ...target, status }, nuevo: datos.correo });
    ctx.state.afterCommit.push(...envios);
    ctx.body = ok({ id: target.id }, pendiente ? MENSAJES_USUARIOS.correoPorConfirmar(datos.correo) : MENSAJES_USUARIOS.guardado);
  });

  router.delete('/usuarios/:id', { permiso: 'USUARIOS_D' }, async (ctx) => {
    const id = idDeRuta(ctx.params.id, 'El usuario no existe');
    const { trx, session } = ctx.state;
    const target = await vivos(trx).findById(id).select(usuarioT.col.id, usuarioT.col.principal, usuarioT.col.roles);
    if (!target) throw notFound('El usuario no existe');
    if (target.principal) throw badRequest(MENSAJES_USUARIOS.principal);
    if (id === session.usuarioId) throw badRequest(MENSAJES_USUARIOS.propio);
    verificarConcesion(session, [], target.roles);
    await Usuario.query(trx).findById(id).patch({ eliminadoAt: trx.fn.now(), status: 'inactivo', updatedAt: trx.fn.now() });
    await revocarSesiones(trx, id, 'eliminado');
    ctx.body = ok(null, MENSAJES_USUARIOS.eliminado);
  });
}

/** E-mails are unique across every agent: the check runs in system scope, without revealing whose it is. */
async function ensureCorreoLibre(trx: Knex.Transaction, correo: string): Promise<void> {
  const taken = await withSystemScope(trx, (inner) => usuarioPorCorreo(inner, correo));
  if (taken) throw badRequest(MENSAJES_USUARIOS.correoTomado);
}
