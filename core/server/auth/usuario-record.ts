import type { Knex } from 'knex';
import { fn, raw } from 'objection';
import { Usuario, usuarioT } from '../models/usuario.model.ts';

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

/** Stores a new password; the version bump makes every earlier token invalid. */
export async function guardarPassword(trx: Knex.Transaction, usuarioId: number, passwordHash: string): Promise<void> {
  await Usuario.query(trx)
    .findById(usuarioId)
    .patch({ passwordHash, passwordVersion: raw('?? + 1', [usuarioT.col.passwordVersion]), status: 'activo', updatedAt: fn.now() });
}
