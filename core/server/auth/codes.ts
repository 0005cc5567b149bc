import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';

export type TipoCodigo = 'activacion' | 'restauracion';

export const CODE_LIFETIME_HOURS = 24;

/** Codes are kept as an HMAC keyed with the server secret: a leaked table does not reveal them. */
function digest(secret: string, usuarioId: number, tipo: TipoCodigo, codigo: string): string {
  return createHmac('sha256', secret).update(`${usuarioId}:${tipo}:${codigo}`).digest('base64');
}

/** A new six-digit code for the user; earlier unused codes of the same kind stop working. */
export async function createCode(trx: Knex.Transaction, secret: string, usuario: { id: number; agenteId: number }, tipo: TipoCodigo): Promise<string> {
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await trx('codigos_verificacion').where({ usuario_id: usuario.id, tipo }).whereNull('usado_at').update({ usado_at: trx.fn.now() });
  await trx('codigos_verificacion').insert({
    agente_id: usuario.agenteId,
    usuario_id: usuario.id,
    tipo,
    codigo_hash: digest(secret, usuario.id, tipo, codigo),
    expira_at: trx.raw(`now() + interval '${CODE_LIFETIME_HOURS} hours'`),
  });
  return codigo;
}

/** Marks the code used when it matches an unused, unexpired code of the user; false otherwise. */
export async function consumeCode(trx: Knex.Transaction, secret: string, usuarioId: number, tipo: TipoCodigo, codigo: string): Promise<boolean> {
  const candidates = await trx('codigos_verificacion')
    .where({ usuario_id: usuarioId, tipo })
    .whereNull('usado_at')
    .where('expira_at', '>', trx.fn.now())
    .select('id', 'codigo_hash');
  const given = Buffer.from(digest(secret, usuarioId, tipo, codigo));
  const match = candidates.find((c) => {
    const stored = Buffer.from(c.codigo_hash as string);
    return stored.length === given.length && timingSafeEqual(stored, given);
  });
  if (!match) return false;
  await trx('codigos_verificacion').where({ id: match.id }).update({ usado_at: trx.fn.now() });
  return true;
}
