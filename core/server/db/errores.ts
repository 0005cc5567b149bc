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
