import { createHmac, timingSafeEqual } from 'node:crypto';

/** Session token claims: user, agent, password version (a password change revokes older tokens), session. */
export interface TokenClaims {
  sub: number;
  agt: number;
  pv: number;
  /** The server-side session (sesiones.id): revoking it ends the token at once. */
  sid: string;
  iat: number;
  exp: number;
}

/** A working day: the shell refreshes the token on every start (spec 01 §4). */
export const TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

function sign(data: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An HS256 JWT signed with JWT_SECRET; it never outlives its session (`hasta`, epoch seconds). */
export function issueToken(claims: Omit<TokenClaims, 'iat' | 'exp'>, secret: string, hasta: number, now = Math.floor(Date.now() / 1000)): { token: string; exp: number } {
  const exp = Math.min(now + TOKEN_LIFETIME_SECONDS, hasta);
  const payload = b64(JSON.stringify({ ...claims, iat: now, exp }));
  return { token: `${HEADER}.${payload}.${b64(sign(`${HEADER}.${payload}`, secret))}`, exp };
}

/** The claims of a valid, unexpired token; null for anything else (never throws). */
export function verifyToken(token: string, secret: string, now = Math.floor(Date.now() / 1000)): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = sign(`${parts[0]}.${parts[1]}`, secret);
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
    const ints = [claims.sub, claims.agt, claims.pv, claims.iat, claims.exp].every((n) => Number.isSafeInteger(n));
    return ints && typeof claims.sid === 'string' && UUID.test(claims.sid) && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}
