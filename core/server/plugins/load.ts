import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Config } from '../config.ts';
import { CODE_ROOT, EXTENSION_DE_MODULO, PROJECT_ROOT } from '../paths.ts';
import type { Database } from '../db/database.ts';
import { registroDeAcceso } from '../../shared/access/registro.ts';
import { ApiRouter, type RoutesToMount } from '../http/api-router.ts';
import { registroDeBuckets } from '../storage/buckets.ts';
import { programarCiclo, type Ciclo } from '../trabajos/ciclo.ts';
import type { Logger } from '../log.ts';
import type { CliContribution, DemoSeederDePlugin, ServerPlugin } from './contract.ts';
import type { PluginManifest } from './manifest.ts';
import { ServiceRegistry } from './services.ts';

export interface LoadedPlugin {
  manifest: PluginManifest;
  server: ServerPlugin | null;
}

export async function importServerPlugins(manifests: PluginManifest[]): Promise<LoadedPlugin[]> {
  const loaded: LoadedPlugin[] = [];
  for (const manifest of manifests) {
    // A plugin's manifest is read from the project, its code from where the modules run (dist/ when compiled).
    const entry = path.join(CODE_ROOT, path.relative(PROJECT_ROOT, manifest.dir), 'server', `index${EXTENSION_DE_MODULO}`);
    if (!existsSync(entry)) {
      loaded.push({ manifest, server: null });
      continue;
    }
    const mod = (await import(pathToFileURL(entry).href)) as { serverPlugin?: ServerPlugin };
    if (!mod.serverPlugin) throw new Error(`${entry} debe exportar "serverPlugin"`);
    loaded.push({ manifest, server: mod.serverPlugin });
  }
  return loaded;
}

export interface Registered {
  services: ServiceRegistry;
  cliCommands: CliContribution[];
  /** In plugin dependency order, so a seeder finds the demo data of the plugins it depends on. */
  demoSeeders: DemoSeederDePlugin[];
  /** The plugins' periodic jobs, scheduled at bootstrap. */
  ciclos: Ciclo[];
}

/** Calls every plugin's register() in dependency order. */
export function registerPlugins(plugins: LoadedPlugin[], config: Config, log: Logger, services = new ServiceRegistry()): Registered {
  const cliCommands: CliContribution[] = [];
  const demoSeeders: DemoSeederDePlugin[] = [];
  for (const { manifest, server } of plugins) {
    if (server?.acceso) registroDeAcceso.registrar(manifest.id, server.acceso);
    if (server?.buckets) registroDeBuckets.registrar(manifest.id, server.buckets);
    server?.register?.({
      plugin: manifest.id,
      config,
      log: log.child({ plugin: manifest.id }),
      services,
      provide: (key, value) => services.provide(manifest.id, key, value),
      addCliCommand: (c) => cliCommands.push(c),
      addDemoSeeder: (seeder) => demoSeeders.push({ plugin: manifest.id, seeder }),
    });
  }
  return { services, cliCommands, demoSeeders, ciclos: [] };
}

/** Calls every plugin's bootstrap() in dependency order; returns their routers. */
export async function bootstrapPlugins(plugins: LoadedPlugin[], config: Config, log: Logger, db: Database, registered: Registered): Promise<RoutesToMount[]> {
  const routers: RoutesToMount[] = [];
  for (const { manifest, server } of plugins) {
    if (!server?.bootstrap) continue;
    const router = ApiRouter.conTransacciones(manifest.id, db.knex);
    const routerSinTransacciones = ApiRouter.sinTransacciones(manifest.id);
    await server.bootstrap({
      plugin: manifest.id,
      config,
      log: log.child({ plugin: manifest.id }),
      services: registered.services,
      provide: (key, value) => registered.services.provide(manifest.id, key, value),
      addCliCommand: (c) => registered.cliCommands.push(c),
      db,
      router,
      routerSinTransacciones,
      programar: (nombre, horario, correr) => registered.ciclos.push(programarCiclo(log.child({ plugin: manifest.id }), nombre, horario, correr)),
    });
    routers.push(router, routerSinTransacciones);
  }
  return routers;
}
