import type { Knex } from 'knex';
import { fn, raw } from 'objection';
import { sesionT } from '../models/sesion.model.ts';
import { Usuario, usuarioT } from '../models/usuario.model.ts';
import { revocarSesiones, sesionesVigentes } from './sesiones.ts';

const LEIDAS = ['id', 'agenteId', 'correo', 'passwordHash', 'passwordVersion', 'nombres', 'apPat', 'apMat', 'celular', 'status', 'principal', 'roles'] as const;

/** A usuarios row as the identity code reads it. */
export type UsuarioRecord = Pick<Usuario, (typeof LEIDAS)[number]>;

/** Live (not deleted) users, selected with camelCase names. */
export function usuarios(trx: Knex.Transaction): Knex.QueryBuilder<UsuarioRecord, UsuarioRecord[]> {
  return trx(usuarioT.nombre)
    .whereNull(usuarioT.col.eliminadoAt)
    .select(usuarioT.sel(usuarioT.nombre, ...LEIDAS));
}

export async function usuarioPorCorreo(trx: Knex.Transaction, correo: string): Promise<UsuarioRecord | undefined> {
  return usuarios(trx).whereRaw('lower(correo) = lower(?)', [correo.trim()]).first();
}

export async function usuarioPorId(trx: Knex.Transaction, id: number): Promise<UsuarioRecord | undefined> {
  return usuarios(trx).where(usuarioT.col.id, id).first();
}

/** What a request's session is built from: who the user is and what may change what they may do. */
const IDENTIDAD = ['id', 'agenteId', 'status', 'principal', 'roles', 'passwordVersion'] as const;
export type IdentidadRecord = Pick<Usuario, (typeof IDENTIDAD)[number]>;

/**
 * The user a token names, while the token's session is valid: a query (not run) of one json column
 * `usuario` with the IdentidadRecord, which the per-request check runs with the tenant set-up.
 */
export function consultaDeIdentidad(knex: Knex, id: number, sesionId: string): Knex.QueryBuilder {
  return knex(usuarioT.nombre)
    .whereNull(usuarioT.col.eliminadoAt)
    .where(usuarioT.q.id, id)
    .whereExists(sesionesVigentes(knex).findById(sesionId).where(sesionT.col.usuarioId, id).select(raw('1')).toKnexQuery())
    .select(
      knex.raw(
        `json_build_object(${IDENTIDAD.map((k) => `'${k}', ??`).join(', ')}) as usuario`,
        IDENTIDAD.map((k) => usuarioT.q[k]),
      ),
    );
}

/**
 * Stores a new password and answers the user as it now reads: every earlier session is revoked (and
 * the version bump voids every earlier token), so whoever knew the old password is out.
 */
export async function guardarPassword(trx: Knex.Transaction, usuario: { id: number }, passwordHash: string): Promise<UsuarioRecord> {
  await Usuario.query(trx)
    .findById(usuario.id)
    .patch({ passwordHash, passwordVersion: raw('?? + 1', [usuarioT.col.passwordVersion]), status: 'activo', updatedAt: fn.now() });
  await revocarSesiones(trx, usuario.id, 'password');
  const leido = await usuarioPorId(trx, usuario.id);
  if (!leido) throw new Error(`usuario ${usuario.id} desapareció al guardar su password`);
  return leido;
}
