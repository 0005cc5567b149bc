import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { fn, raw } from 'objection';
import { withTenant } from '../db/tenancy.ts';
import { CodigoVerificacion, codigoVerificacionT } from '../models/codigo-verificacion.model.ts';

export type TipoCodigo = 'activacion' | 'restauracion' | 'cambio_correo';

export const CODE_LIFETIME_HOURS = 24;

/** Codes are kept as an HMAC keyed with the server secret: a leaked table does not reveal them. */
function digest(secret: string, usuarioId: number, tipo: TipoCodigo, codigo: string): string {
  return createHmac('sha256', secret).update(`${usuarioId}:${tipo}:${codigo}`).digest('base64');
}

/**
 * A new six-digit code for the user. Earlier live codes keep working until they expire (a second
 * sign-up or reset request by anyone must not void the owner's code), except for an e-mail change,
 * whose code belongs to the newest address asked for.
 */
export async function createCode(trx: Knex.Transaction, secret: string, usuario: { id: number; agenteId: number }, tipo: TipoCodigo): Promise<string> {
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  if (tipo === 'cambio_correo') await anularCodigos(trx, usuario.id, tipo);
  await CodigoVerificacion.query(trx).insert({
    agenteId: usuario.agenteId,
    usuarioId: usuario.id,
    tipo,
    codigoHash: digest(secret, usuario.id, tipo, codigo),
    expiraAt: raw(`now() + interval '${CODE_LIFETIME_HOURS} hours'`),
  });
  return codigo;
}

/** Voids the user's live codes of one kind (an invitation sent to an address that was corrected). */
export async function anularCodigos(trx: Knex.Transaction, usuarioId: number, tipo: TipoCodigo): Promise<void> {
  const { col } = codigoVerificacionT;
  await CodigoVerificacion.query(trx)
    .where({ [col.usuarioId]: usuarioId, [col.tipo]: tipo })
    .whereNull(col.usadoAt)
    .patch({ usadoAt: fn.now() });
}

/** Misses a user's live codes of one kind bear before they are burned. */
export const MAX_FALLOS_CODIGO = 5;

/**
 * Tries a code in a transaction of its own, committed before the caller goes on: the attempt is
 * counted on every live code of the kind first (the row lock orders concurrent tries), so only the
 * first five tries can ever match; the fifth miss burns them. Answers the matching code's id.
 */
export async function probarCodigo(knex: Knex, secret: string, usuario: { id: number; agenteId: number }, tipo: TipoCodigo, codigo: string): Promise<number | null> {
  const { col } = codigoVerificacionT;
  return withTenant(knex, usuario.agenteId, async (trx) => {
    const vivos = await CodigoVerificacion.query(trx)
      .where({ [col.usuarioId]: usuario.id, [col.tipo]: tipo })
      .whereNull(col.usadoAt)
      .where(col.expiraAt, '>', fn.now())
      .patch({ intentos: raw('?? + 1', [col.intentos]) })
      .returning([col.id, col.codigoHash, col.intentos]);
    const given = Buffer.from(digest(secret, usuario.id, tipo, codigo));
    const probados = (vivos as unknown as Pick<CodigoVerificacion, 'id' | 'codigoHash' | 'intentos'>[]).filter((c) => c.intentos <= MAX_FALLOS_CODIGO);
    const match = probados.find((c) => {
      const stored = Buffer.from(c.codigoHash);
      return stored.length === given.length && timingSafeEqual(stored, given);
    });
    if (match) return match.id;
    const agotados = vivos.filter((c) => c.intentos >= MAX_FALLOS_CODIGO).map((c) => c.id);
    if (agotados.length > 0) await CodigoVerificacion.query(trx).whereIn(col.id, agotados).patch({ usadoAt: fn.now() });
    return null;
  });
}

/** Marks a matched code used; false when a concurrent request used it first. */
export async function consumirCodigo(trx: Knex.Transaction, id: number): Promise<boolean> {
  const usados = await CodigoVerificacion.query(trx).findById(id).whereNull(codigoVerificacionT.col.usadoAt).patch({ usadoAt: fn.now() });
  return usados === 1;
}
