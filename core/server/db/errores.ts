/**
 * The driver's error behind a failed statement, whichever shape arrives: Objection wraps it (DBError
 * and its subclasses, keeping it as nativeError) and names a unique index only when it can parse
 * the key from the message's detail, which PostgreSQL leaves out under row-level security.
 */
export interface ErrorPg {
  code?: unknown;
  detail?: unknown;
  constraint?: unknown;
}

export function errorPg(err: unknown): ErrorPg {
  const e = (err ?? {}) as ErrorPg & { nativeError?: ErrorPg };
  return e.nativeError ?? e;
}

/** The unique index (or constraint) a failed write hit, or undefined for any other error. */
export function indiceUnicoViolado(err: unknown): string | undefined {
  const { code, constraint } = errorPg(err);
  return code === '23505' && typeof constraint === 'string' ? constraint : undefined;
}

/** True when the write repeated a unique key. */
export function esUnicoRepetido(err: unknown): boolean {
  return errorPg(err).code === '23505';
}

/** Socket errors of a database that cannot be reached. */
const CODIGOS_DE_RED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * PostgreSQL out of reach: restarting (57P01 admin shutdown, 57P02 crash, 57P03 not accepting
 * connections yet), a broken connection (class 08), the socket refused or cut, or a pool that could
 * not hand out a connection in time. The request may be repeated as is once the database is back.
 */
export function baseNoDisponible(err: unknown): boolean {
  for (let e: unknown = err, vueltas = 0; e && vueltas < 5; e = (e as { cause?: unknown }).cause, vueltas++) {
    const { code } = errorPg(e);
    if (typeof code === 'string' && (/^57P0[123]$/.test(code) || /^08[0-9A-Z]{3}$/.test(code) || CODIGOS_DE_RED.has(code))) return true;
    const { name, message } = errorPg(e) as { name?: unknown; message?: unknown };
    if (name === 'KnexTimeoutError') return true;
    // node-postgres ends a client whose server went away with these messages and no code (knex
    // prefixes them with the statement it was running: 'ROLLBACK - Client has encountered…').
    if (typeof message === 'string' && /\b(Connection terminated|Client has encountered a connection error|Client was closed)/.test(message)) return true;
  }
  return false;
}
