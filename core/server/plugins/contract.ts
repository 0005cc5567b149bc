import type { Command } from 'commander';
import type { Knex } from 'knex';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { ApiRouter } from '../http/api-router.ts';
import type { SessionState } from '../http/state.ts';
import type { Logger } from '../log.ts';
import type { AccesoDePlugin } from '../../shared/access/permisos.ts';
import type { BucketRegla } from '../../shared/storage.ts';
import type { ServiceLookup, ServiceRegistry, Servicio } from './services.ts';

/** A CLI command contributed by a plugin; `runtime()` opens the database and loads the plugins. */
export type CliContribution = (program: Command, runtime: () => Promise<PluginRuntime>) => void;

/** Plugin code that needs neither I/O nor the database: models, services, rules, CLI commands. */
export interface RegisterContext {
  plugin: string;
  config: Config;
  log: Logger;
  /** Services other plugins published (get, has). */
  services: ServiceLookup;
  /** Publishes a service under its typed key, for plugins that depend on this one. */
  provide<T>(key: Servicio<T>, value: T): void;
  addCliCommand(contribution: CliContribution): void;
  /** Demo data for the demo account, run in plugin dependency order (docs/adr/015-datos-demo.md). */
  addDemoSeeder(seeder: DemoSeeder): void;
}

/**
 * After every plugin registered and the database is migrated: routes, jobs, warm-up. Demo seeders are
 * added at register only: the CLI does not bootstrap plugins, and seed:demo must see them all.
 */
export interface BootstrapContext extends Omit<RegisterContext, 'addDemoSeeder'> {
  db: Database;
  /** A router already scoped to /api; every route declares its access. */
  router: ApiRouter;
  /**
   * Routes that must not hold a transaction while they work (parsing an uploaded file in a worker):
   * the guard checks the session only; the handler opens short transactions with withTenant.
   */
  routerSinTransacciones: ApiRouter<SessionState>;
  /** Schedules a periodic job (core/server/trabajos/ciclo.ts); the server waits for a run in progress when it stops. */
  programar(nombre: string, horario: string, correr: () => Promise<void>): void;
}

/** What `plugins/<id>/server/index.ts` exports as `serverPlugin`. */
export interface ServerPlugin {
  /** The permission codes and privileges the plugin owns (its shared/permisos.ts), merged by core. */
  acceso?: AccesoDePlugin;
  /** The storage buckets the plugin owns, with who may upload and read (core/server/storage/buckets.ts). */
  buckets?: Readonly<Record<string, BucketRegla>>;
  register?(ctx: RegisterContext): void;
  bootstrap?(ctx: BootstrapContext): void | Promise<void>;
}

/** What a demo seeder works with: its own transaction, bound to the demo agent (row-level security applies). */
export interface DemoContext {
  trx: Knex.Transaction;
  agenteId: number;
  /** The demo agent's principal user, the author of whatever needs one (log entries…). */
  usuarioId: number;
  /** Today, 'yyyy-MM-dd' in Mexico City; tests fix it so dates relative to it are the same on every run. */
  hoy: string;
  log: Logger;
}

/** What a seeder added, by plural noun: {clientes: 40}; {} when its data was there already. */
export type DemoAgregados = Record<string, number>;

export interface DemoSeeder {
  /**
   * Optional: shared (non-tenant) data the seeder needs, such as a catalogue the plugins load at
   * bootstrap. Runs as the database owner before any seeder's transaction, on the CLI path too.
   */
  preparar?(db: Database, log: Logger): Promise<unknown>;
  /** Adds the plugin's demo data when it is missing; a seeder that finds it there adds nothing. */
  sembrar(ctx: DemoContext): Promise<DemoAgregados>;
}

/** A seeder with the plugin that contributed it. */
export interface DemoSeederDePlugin {
  plugin: string;
  seeder: DemoSeeder;
}

export interface PluginRuntime {
  config: Config;
  log: Logger;
  db: Database;
  services: ServiceRegistry;
  /** Every plugin's demo seeders, in dependency order. */
  demoSeeders: DemoSeederDePlugin[];
  close(): Promise<void>;
}
