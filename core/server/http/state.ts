import type { Knex } from 'knex';
import type { Permiso } from '../../shared/access/permisos.ts';
import type { VersionDeCartera } from '../db/versiones.ts';
import type { Logger } from '../log.ts';

/**
 * Who is calling. The identity layer fills it from the bearer token; route guards read it.
 * `can` answers with the user's ability (ROLE_ADMIN passes every check).
 */
export interface RequestSession {
  /** The server-side session the token names (sign-out revokes it). */
  sesionId: string;
  usuarioId: number;
  agenteId: number;
  roles: string[];
  permisos: Permiso[];
  can(permiso: Permiso): boolean;
}

/**
 * A valid bearer token, not yet checked against the database. The user is re-read (a deactivated
 * user or a changed password takes effect at once) only by a route that needs the session: a
 * guarded route reads it inside its own transaction, so a request opens one transaction, not two.
 */
export interface RequestCredential {
  agenteId: number;
  /** What the statement binding agenteId also reads (withTenantLeyendo, leerEnUnaSentencia), so a guarded request spends no round trip of its own on its session… */
  lectura(knex: Knex): Knex.Raw;
  /** …and the session that reading gives; undefined when the user may no longer sign in. */
  sesionDe(fila: unknown): RequestSession | undefined;
  /** The session, read in the caller's transaction bound to agenteId; undefined when the user may no longer sign in. */
  load(trx: Knex.Transaction): Promise<RequestSession | undefined>;
  /** The same, in a transaction of its own (routes that open none). */
  loadAlone(): Promise<RequestSession | undefined>;
}

/** ctx.state of every request (what a public route's handler sees). */
export interface RequestState {
  requestId: string;
  log: Logger;
  credential?: RequestCredential;
  /** Work that must wait until the request's transaction has committed (sending mail). */
  afterCommit?: (() => Promise<void>)[];
  /** Set by what serves an embeddable widget's file: the one answer other sites may frame. */
  enmarcable?: boolean;
}

/** What a guarded route's handler sees once its guard let the caller in. */
export interface SessionState extends RequestState {
  session: RequestSession;
}

/** A guarded route of a router with transactions: also the request's transaction bound to the caller's agent. */
export interface TransactionState extends SessionState {
  trx: Knex.Transaction;
  afterCommit: (() => Promise<void>)[];
  /**
   * The agent's data version as the statement that opened the transaction read it: what a read-only
   * handler (a list remembering its totals) may key on without a query of its own. A handler that
   * writes first must read versionDeCartera(trx) again. Absent in a transaction no route guard opened.
   */
  versionDeCartera?: VersionDeCartera;
}
