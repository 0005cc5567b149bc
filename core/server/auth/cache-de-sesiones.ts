import type { RequestSession } from '../http/state.ts';

/**
 * Sessions already built by this process, so a request whose user, session and subscription read
 * the same as last time reuses the session (grants, ability) instead of building it again.
 *
 * It never decides whether a token is still good: every request still reads its user, session and
 * subscription in the statement that binds its agent (authenticate.ts), and an entry is reused only
 * when that reading (`huella`) is the very one it was built from. A revoked session, a new password,
 * a deactivated user, changed privileges or an expired subscription change the reading, on this
 * instance or any other sharing the database, so they take effect on the next request.
 */
export class CacheDeSesiones {
  private readonly entradas = new Map<string, { huella: string; session: RequestSession }>();

  constructor(private readonly maximo = 10_000) {}

  /** The session built for `clave` (the token's claims) from exactly this reading, if any. */
  obtener(clave: string, huella: string): RequestSession | undefined {
    const entrada = this.entradas.get(clave);
    return entrada?.huella === huella ? entrada.session : undefined;
  }

  guardar(clave: string, huella: string, session: RequestSession): void {
    this.entradas.delete(clave);
    // Oldest first out (a Map keeps insertion order): bounded memory whatever the traffic.
    if (this.entradas.size >= this.maximo) this.entradas.delete(this.entradas.keys().next().value as string);
    this.entradas.set(clave, { huella, session });
  }

  olvidar(clave: string): void {
    this.entradas.delete(clave);
  }

  get size(): number {
    return this.entradas.size;
  }
}
