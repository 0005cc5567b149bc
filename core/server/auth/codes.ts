import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { fn, raw } from 'objection';
import { CodigoVerificacion, codigoVerificacionT } from '../models/codigo-verificacion.model.ts';

export type TipoCodigo = 'activacion' | 'restauracion';

export const CODE_LIFETIME_HOURS = 24;

/** Codes are kept as an HMAC keyed with the server secret: a leaked table does not reveal them. */
function digest(secret: string, usuarioId: number, tipo: TipoCodigo, codigo: string): string {
  return createHmac('sha256', secret).update(`${usuarioId}:${tipo}:${codigo}`).digest('base64');
}

/** A new six-digit code for the user; earlier unused codes of the same kind stop working. */
export async function createCode(trx: Knex.Transaction, secret: string, usuario: { id: number; agenteId: number }, tipo: TipoCodigo): Promise<string> {
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const { col } = codigoVerificacionT;
  await CodigoVerificacion.query(trx)
    .where({ [col.usuarioId]: usuario.id, [col.tipo]: tipo })
    .whereNull(col.usadoAt)
    .patch({ usadoAt: fn.now() });
  await CodigoVerificacion.query(trx).insert({
    agenteId: usuario.agenteId,
    usuarioId: usuario.id,
    tipo,
    codigoHash: digest(secret, usuario.id, tipo, codigo),
    expiraAt: raw(`now() + interval '${CODE_LIFETIME_HOURS} hours'`),
  });
  return codigo;
}

/** Marks the code used when it matches an unused, unexpired code of the user; false otherwise. */
export async function consumeCode(trx: Knex.Transaction, secret: string, usuarioId: number, tipo: TipoCodigo, codigo: string): Promise<boolean> {
  const { col } = codigoVerificacionT;
  const candidates = await CodigoVerificacion.query(trx)
    .where({ [col.usuarioId]: usuarioId, [col.tipo]: tipo })
    .whereNull(col.usadoAt)
    .where(col.expiraAt, '>', fn.now())
    .select(col.id, col.codigoHash);
  const given = Buffer.from(digest(secret, usuarioId, tipo, codigo));
  const match = candidates.find((c) => {
    const stored = Buffer.from(c.codigoHash);
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  if (!match) return false;
  await CodigoVerificacion.query(trx).findById(match.id).patch({ usadoAt: fn.now() });
  return true;
}
