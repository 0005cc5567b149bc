import type { Knex } from 'knex';
import { fn, raw } from 'objection';
import { Sesion, sesionT, type MotivoRevocacion } from '../models/sesion.model.ts';

/** A session lives at most this long from its sign-in; refreshing the token does not extend it. */
export const SESION_VIDA_MAXIMA_HORAS = 7 * 24;

export interface SesionAbierta {
  id: string;
  expiraAt: Date;
}

/** Opens a session for a sign-in or an activation. */
export async function abrirSesion(trx: Knex.Transaction, usuario: { id: number; agenteId: number }): Promise<SesionAbierta> {
  const sesion = await Sesion.query(trx)
    .insert({ agenteId: usuario.agenteId, usuarioId: usuario.id, expiraAt: raw(`now() + interval '${SESION_VIDA_MAXIMA_HORAS} hours'`) })
    .returning([sesionT.col.id, sesionT.col.expiraAt]);
  return { id: sesion.id, expiraAt: sesion.expiraAt };
}

/** Sessions that still let their tokens in: not revoked and within their absolute lifetime. */
export function sesionesVigentes(knex: Knex) {
  return Sesion.query(knex).whereNull(sesionT.col.revocadaAt).where(sesionT.col.expiraAt, '>', fn.now());
}

/** The user's session named by a token, while it is valid. */
export async function sesionVigente(trx: Knex.Transaction, id: string, usuarioId: number): Promise<SesionAbierta | undefined> {
  return sesionesVigentes(trx).findById(id).where(sesionT.col.usuarioId, usuarioId).select(sesionT.col.id, sesionT.col.expiraAt).first();
}

/** Revokes the user's valid sessions (all of them, or all but the one that made the change). */
export async function revocarSesiones(trx: Knex.Transaction, usuarioId: number, motivo: MotivoRevocacion, excepto?: string): Promise<number> {
  const query = sesionesVigentes(trx).where(sesionT.col.usuarioId, usuarioId);
  if (excepto) query.whereNot(sesionT.col.id, excepto);
  return query.patch({ revocadaAt: fn.now(), motivo });
}

/** Signs out one session. */
export async function cerrarSesion(trx: Knex.Transaction, id: string): Promise<void> {
  await sesionesVigentes(trx).findById(id).patch({ revocadaAt: fn.now(), motivo: 'salida' });
}
