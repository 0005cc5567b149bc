import Koa from 'koa';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { ApiRouter, type RouteRecord, type RoutesToMount } from './http/api-router.ts';
import { compresionApi } from './http/compresion.ts';
import { errorHandler } from './http/error-handler.ts';
import { notFound } from './http/errors.ts';
import { jsonBody } from './http/json-body.ts';
import { requestContext } from './http/request-context.ts';
import { securityHeaders } from './http/security-headers.ts';
import type { RequestState } from './http/state.ts';
import { webStatic } from './http/web-static.ts';
import type { Logger } from './log.ts';
import type { CliContribution, DemoSeederDePlugin } from './plugins/contract.ts';
import { bootstrapPlugins, importServerPlugins, registerPlugins, type LoadedPlugin } from './plugins/load.ts';
import type { PluginManifest } from './plugins/manifest.ts';
import type { ServiceRegistry } from './plugins/services.ts';
import { authenticate } from './auth/authenticate.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { suscripcionesHooks } from './auth/hooks.ts';
import { createMailer, MAILER } from './mail/mailer.ts';
import { apiInfoRoutes } from './routes/api-info.routes.ts';
import { pageViewRoutes } from './routes/page-views.routes.ts';
import { appErrorRoutes } from './routes/app-errors.routes.ts';
import { storageRouter } from './storage/storage.routes.ts';
import { limpiarCargasHuerfanas } from './storage/temporales.ts';
import { almacenDe } from './storage/almacen.ts';

export interface AppOptions {
  config: Config;
  log: Logger;
  db: Database;
  plugins: PluginManifest[];
  /** Built web shell to serve on non-API paths; none in API-only tests. */
  webDist?: string;
}

export interface App {
  koa: Koa<RequestState>;
  routes: RouteRecord[];
  plugins: LoadedPlugin[];
  services: ServiceRegistry;
  cliCommands: CliContribution[];
  demoSeeders: DemoSeederDePlugin[];
  /** Stops the plugins' periodic jobs, waiting for runs in progress. */
  detenerTrabajos(): Promise<void>;
  listen(port: number, host?: string): Promise<Server>;
}

/** Builds the Koa application: core middleware, core routes, then every plugin's routes. */
export async function createApp({ config, log, db, plugins, webDist }: AppOptions): Promise<App> {
  const loaded = await importServerPlugins(plugins);
  const registered = registerPlugins(loaded, config, log);
  const mailer = createMailer(config, log, db.knex);
  registered.services.provide('core', MAILER, mailer);
  const hooks = () => suscripcionesHooks(registered.services);
  const core = ApiRouter.conTransacciones('core', db.knex);
  apiInfoRoutes(core, config);
  appErrorRoutes(core, db.knex, config.jwtSecret);
  // Routes that hash passwords open their own short transactions around the hashing.
  const coreSinTransaccion = ApiRouter.sinTransacciones('core');
  authRoutes(core, coreSinTransaccion, { knex: db.knex, config, mailer, hooks, hashCost: config.passwordHashCost });
  pageViewRoutes(core);
  // S3 keys or bucket wrong: the start stops here with the cause, not at the first upload.
  await almacenDe(config).comprobar();
  const huerfanas = await limpiarCargasHuerfanas(path.join(config.dataDir, 'tmp'));
  if (huerfanas) log.info('upload scratch folders left by a crash removed', { carpetas: huerfanas });
  const routers: RoutesToMount[] = [core, coreSinTransaccion, storageRouter(config), ...(await bootstrapPlugins(loaded, config, log, db, registered))];

  const authenticated = authenticate(db.knex, config.jwtSecret, hooks);
  // X-Forwarded-For is believed only from the proxies the operator declares (TRUST_PROXY hops): from
  // anyone else, rotating it would reset every per-IP limit.
  const koa = new Koa<RequestState>({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  koa.silent = true; // errors are logged once, by errorHandler, with the request id
  koa.use(requestContext(log));
  koa.use(securityHeaders({ https: config.publicUrl.startsWith('https://') }));
  koa.use(errorHandler());
  koa.use(compresionApi()); // web-static serves its own files pre-compressed, so this only acts on the API
  const parseJson = jsonBody(config.bodyLimitBytes);
  koa.use((ctx, next) => (isApi(ctx.path) ? parseJson(ctx, next) : next()));
  // After the body is read, so no transaction stays open while a slow client uploads.
  koa.use((ctx, next) => (isApi(ctx.path) ? authenticated(ctx, next) : next()));
  for (const r of routers) koa.use(r.fixedPathRoutes());
  for (const r of routers) koa.use(r.paramPathRoutes());
  koa.use(async (ctx, next) => {
    if (isApi(ctx.path)) throw notFound(`No existe la ruta ${ctx.method} ${ctx.path}`);
    return next();
  });
  if (webDist) koa.use(webStatic(webDist));

  return {
    koa,
    routes: routers.flatMap((r) => r.routes),
    plugins: loaded,
    services: registered.services,
    cliCommands: registered.cliCommands,
    demoSeeders: registered.demoSeeders,
    detenerTrabajos: async () => void (await Promise.all(registered.ciclos.map((c) => c.detener()))),
    listen(port, host) {
      return new Promise((resolve, reject) => {
        const server = koa.listen(port, host);
        // Slow or stalled clients must not hold sockets forever.
        server.headersTimeout = 20_000;
        server.requestTimeout = 60_000;
        server.once('listening', () => resolve(server));
        server.once('error', reject);
      });
    },
  };
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
