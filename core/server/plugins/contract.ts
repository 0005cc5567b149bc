import type { Command } from 'commander';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { Logger } from '../log.ts';
import type { ServiceLookup, ServiceRegistry } from './services.ts';

/** A CLI command contributed by a plugin; `runtime()` opens the database and loads the plugins. */
export type CliContribution = (program: Command, runtime: () => Promise<PluginRuntime>) => void;

/** Plugin code that needs neither I/O nor the database: models, services, rules, CLI commands. */
export interface RegisterContext {
  plugin: string;
  config: Config;
  log: Logger;
  /** Services other plugins published (get, has). */
  services: ServiceLookup;
  /** Publishes a service under a name, for plugins that depend on this one. */
  provide<T>(name: string, value: T): void;
  addCliCommand(contribution: CliContribution): void;
}

/** After every plugin registered and the database is migrated: routes, jobs, warm-up. */
export interface BootstrapContext extends RegisterContext {
  db: Database;
  /** A router already scoped to /api; every route declares its access. */
  router: ApiRouter;
}

/** What `plugins/<id>/server/index.ts` exports as `serverPlugin`. */
export interface ServerPlugin {
  register?(ctx: RegisterContext): void;
  bootstrap?(ctx: BootstrapContext): void | Promise<void>;
}

export interface PluginRuntime {
  config: Config;
  log: Logger;
  db: Database;
  services: ServiceRegistry;
  close(): Promise<void>;
}
