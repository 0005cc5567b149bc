import type { IncomingMessage } from 'node:http';
import { HttpError, MESSAGES } from '../../../../core/server/http/errors.ts';

/**
 * The request body byte for byte, for a signature computed over it (Stripe's webhooks): the JSON
 * parser leaves this route's body unread (core/server/http/json-body.ts, RAW_BODY_PATHS).
 */
export async function leerCuerpoCrudo(req: IncomingMessage, limite: number): Promise<Buffer> {
  const declarado = Number(req.headers['content-length'] ?? 0);
  if (declarado > limite) throw new HttpError(413, MESSAGES[413]);
  const partes: Buffer[] = [];
  let total = 0;
  for await (const parte of req) {
    const buffer = Buffer.isBuffer(parte) ? parte : Buffer.from(String(parte));
    total += buffer.length;
    if (total > limite) throw new HttpError(413, MESSAGES[413]);
    partes.push(buffer);
  }
  return Buffer.concat(partes);
}
