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

/** The user a token names, read only while the token's session is valid (one query per request). */
export async function usuarioEnSesion(trx: Knex.Transaction, id: number, sesionId: string): Promise<UsuarioRecord | undefined> {
  return usuarios(trx)
    .where(usuarioT.q.id, id)
    .whereExists(sesionesVigentes(trx).findById(sesionId).where(sesionT.col.usuarioId, id).select(raw('1')).toKnexQuery())
    .first();
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
