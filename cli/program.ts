import { Command } from 'commander';
import { loadConfig } from '../core/server/config.ts';
import { createLogger } from '../core/server/log.ts';
import { ajustarCrecimientoDelHeap } from '../core/server/memoria.ts';
import type { PluginRuntime } from '../core/server/plugins/contract.ts';
import { importServerPlugins, registerPlugins } from '../core/server/plugins/load.ts';
import { migrateLatest } from '../core/server/db/migrations.ts';
import { openConfiguredDatabase, projectMigrations, projectPlugins } from '../core/server/runtime.ts';
import { agenteCommand } from './commands/agente.command.ts';
import { migrateCommands } from './commands/migrate.command.ts';
import { respaldoCommands } from './commands/respaldo.command.ts';
import { seedDemoCommand } from './commands/seed-demo.command.ts';
import { serveCommand } from './commands/serve.command.ts';

/** The `cartera` command line: core commands plus those the plugins contribute. */
export async function buildProgram(): Promise<Command> {
  const program = new Command('cartera');
  program.exitOverride();
  program.configureOutput({ outputError: (str, write) => write(str) });
  program.description('Cartera: CRM y administración de pólizas para agentes de seguros').showHelpAfterError();

  const config = () => loadConfig();
  const log = () => createLogger(config().logLevel);
  // Every command: the server and the direct import alike hold an import's parts (core/server/memoria.ts).
  ajustarCrecimientoDelHeap(config().heapGrowingPercent);
  serveCommand(program, config, log);
  migrateCommands(program, config, log);
  respaldoCommands(program, config, log);

  const plugins = projectPlugins();
  const registered = registerPlugins(await importServerPlugins(plugins), config(), log());
  const runtime = async (): Promise<PluginRuntime> => {
    const cfg = config();
    const logger = log();
    const db = await openConfiguredDatabase(cfg, logger);
    // Commands that touch data work on a database that is up to date.
    await migrateLatest(db, projectMigrations(plugins)).catch(async (err) => {
      await db.close();
      throw err;
    });
    return { config: cfg, log: logger, db, services: registered.services, demoSeeders: registered.demoSeeders, close: () => db.close() };
  };
  agenteCommand(program, runtime);
  seedDemoCommand(program, runtime);
  for (const contribute of registered.cliCommands) contribute(program, runtime);
  return program;
}
