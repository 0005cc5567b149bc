import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Middleware } from 'koa';
import { guard, type RouteAccess } from './access.ts';
import type { RequestState } from './state.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteRecord {
  method: HttpMethod;
  /** Full path under /api, e.g. /api/aseguradoras/:id */
  path: string;
  access: RouteAccess;
  plugin: string;
}

type Handler = Middleware<RequestState>;
type Define = (path: string, access: RouteAccess, ...handlers: Handler[]) => ApiRouter;

/**
 * A router whose every route states its access rule, so no route can be mounted unguarded and the
 * route table can be listed (a test fails when any route lacks a guard).
 *
 * Paths without parameters and paths with them go to two routers: the app mounts every plugin's
 * fixed paths before any parameter path, so `/aseguradoras/claves` (polizas) is never taken by
 * `/aseguradoras/:id` (catalogos), whichever plugin loads first.
 */
export class ApiRouter {
  private readonly fixedPaths = new Router<RequestState>();
  private readonly paramPaths = new Router<RequestState>();
  readonly routes: RouteRecord[] = [];
  get: Define;
  post: Define;
  put: Define;
  patch: Define;
  delete: Define;

  /** knex: guarded routes run in a transaction bound to the caller's agent (omitted only in unit tests). */
  constructor(readonly plugin: string, knex?: Knex, readonly prefix = '/api') {
    this.fixedPaths.prefix(prefix);
    this.paramPaths.prefix(prefix);
    const define = (method: HttpMethod): Define => (path, access, ...handlers) => {
      if (!access || typeof access !== 'object') throw new Error(`La ruta ${method.toUpperCase()} ${path} de "${plugin}" no declara su acceso`);
      if (handlers.length === 0) throw new Error(`La ruta ${method.toUpperCase()} ${path} de "${plugin}" no tiene manejador`);
      this.routes.push({ method, path: prefix + path, access, plugin });
      const target = path.includes(':') ? this.paramPaths : this.fixedPaths;
      target[method](path, guard(access, knex), ...handlers);
      return this;
    };
    this.get = define('get');
    this.post = define('post');
    this.put = define('put');
    this.patch = define('patch');
    this.delete = define('delete');
  }

  fixedPathRoutes(): Middleware<RequestState> {
    return this.fixedPaths.routes() as unknown as Middleware<RequestState>;
  }

  paramPathRoutes(): Middleware<RequestState> {
    return this.paramPaths.routes() as unknown as Middleware<RequestState>;
  }
}
