import type { Knex } from 'knex';
import type { Logger } from '../log.ts';

/**
 * Who is calling. The identity layer fills it from the bearer token; route guards read it.
 * `can` answers with the user's ability (ROLE_ADMIN passes every check).
 */
export interface RequestSession {
  usuarioId: number;
  agenteId: number;
  roles: string[];
  permisos: string[];
  can(permiso: string): boolean;
}

/** ctx.state of every request. */
export interface RequestState {
  requestId: string;
  log: Logger;
  session?: RequestSession;
  /** The request's transaction bound to the caller's agent (guarded routes only). */
  trx?: Knex.Transaction;
  /** Work that must wait until the request's transaction has committed (sending mail). */
  afterCommit?: (() => Promise<void>)[];
}
