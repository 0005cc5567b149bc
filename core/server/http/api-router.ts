import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { guardInTransaction, guardSessionOnly, readInOneStatement, type GuardedAccess, type LecturaDeUnaSentencia, type PublicAccess, type RouteAccess } from './access.ts';
import type { RequestState, SessionState, TransactionState } from './state.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteRecord {
  method: HttpMethod;
  /** Full path under /api, e.g. /api/aseguradoras/:id */
  path: string;
  access: RouteAccess;
  plugin: string;
}

/** What the app mounts from any router. */
export type RoutesToMount = Pick<ApiRouter<SessionState>, 'routes' | 'fixedPathRoutes' | 'paramPathRoutes'>;

/**
 * A route's definer: a public route's handlers see the bare request state; a guarded route's see
 * the session (and, on a router with transactions, `trx`) typed as present — no `!` anywhere.
 */
interface Define<G extends SessionState> {
  (path: string, access: PublicAccess, ...handlers: Middleware<RequestState>[]): ApiRouter<G>;
  (path: string, access: GuardedAccess, ...handlers: Middleware<G>[]): ApiRouter<G>;
}

/**
 * A router whose every route states its access rule, so no route can be mounted unguarded and the
 * route table can be listed (a test fails when any route lacks a guard).
 *
 * Paths without parameters and paths with them go to two routers: the app mounts every plugin's
 * fixed paths before any parameter path, so `/aseguradoras/claves` (polizas) is never taken by
 * `/aseguradoras/:id` (catalogos), whichever plugin loads first.
 */
export class ApiRouter<G extends SessionState = TransactionState> {
  private readonly fixedPaths = new Router<RequestState>();
  private readonly paramPaths = new Router<RequestState>();
  readonly routes: RouteRecord[] = [];
  readonly get: Define<G>;
  readonly post: Define<G>;
  readonly put: Define<G>;
  readonly patch: Define<G>;
  readonly delete: Define<G>;

  /** Guarded routes run in a transaction bound to the caller's agent. */
  static conTransacciones(plugin: string, knex: Knex, prefix = '/api'): ApiRouter<TransactionState> {
    return new ApiRouter<TransactionState>(plugin, (access) => guardInTransaction(access, knex), prefix, knex);
  }

  /** Guarded routes check the session only and open no transaction (file transfers). */
  static sinTransacciones(plugin: string, prefix = '/api'): ApiRouter<SessionState> {
    return new ApiRouter<SessionState>(plugin, guardSessionOnly, prefix);
  }

  private constructor(
    readonly plugin: string,
    guard: (access: GuardedAccess) => Middleware<RequestState>,
    readonly prefix: string,
    private readonly knex?: Knex,
  ) {
    this.fixedPaths.prefix(prefix);
    this.paramPaths.prefix(prefix);
    const define = (method: HttpMethod): Define<G> =>
      ((path: string, access: RouteAccess, ...handlers: Middleware<RequestState>[]) => {
        if (!access || typeof access !== 'object') throw new Error(`La ruta ${method.toUpperCase()} ${path} de "${plugin}" no declara su acceso`);
        if (handlers.length === 0) throw new Error(`La ruta ${method.toUpperCase()} ${path} de "${plugin}" no tiene manejador`);
        this.routes.push({ method, path: prefix + path, access, plugin });
        const target = path.includes(':') ? this.paramPaths : this.fixedPaths;
        const entrada: Middleware<RequestState> = 'public' in access ? (_ctx, next) => next() : guard(access);
        target[method](path, entrada, ...handlers);
        return this;
      }) as unknown as Define<G>;
    this.get = define('get');
    this.post = define('post');
    this.put = define('put');
    this.patch = define('patch');
    this.delete = define('delete');
  }

  /**
   * A GET whose whole read is one statement, sent without a transaction (readInOneStatement): the
   * hottest reads, where BEGIN and COMMIT would be half the statements. Routers with transactions only.
   */
  leer<F>(path: string, access: GuardedAccess, lectura: LecturaDeUnaSentencia<F>): this {
    if (!this.knex) throw new Error(`La ruta GET ${path} de "${this.plugin}" lee en una sentencia y su router no tiene base de datos`);
    this.routes.push({ method: 'get', path: this.prefix + path, access, plugin: this.plugin });
    (path.includes(':') ? this.paramPaths : this.fixedPaths).get(path, readInOneStatement(access, this.knex, lectura));
    return this;
  }

  fixedPathRoutes(): Middleware<RequestState> {
    return this.fixedPaths.routes() as unknown as Middleware<RequestState>;
  }

  paramPathRoutes(): Middleware<RequestState> {
    return this.paramPaths.routes() as unknown as Middleware<RequestState>;
  }
}
