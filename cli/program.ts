import { Command } from 'commander';
import { loadConfig } from '../core/server/config.ts';
import { createLogger } from '../core/server/log.ts';
import type { PluginRuntime } from '../core/server/plugins/contract.ts';
import { importServerPlugins, registerPlugins } from '../core/server/plugins/load.ts';
import { openConfiguredDatabase, projectPlugins } from '../core/server/runtime.ts';
import { migrateCommands } from './commands/migrate.command.ts';
import { serveCommand } from './commands/serve.command.ts';

/** The `cartera` command line: core commands plus those the plugins contribute. */
export async function buildProgram(): Promise<Command> {
  const program = new Command('cartera');
  program.exitOverride();
  program.configureOutput({ outputError: (str, write) => write(str) });
  program.description('Cartera: CRM y administración de pólizas para agentes de seguros').showHelpAfterError();

  const config = () => loadConfig();
  const log = () => createLogger(config().logLevel);
  serveCommand(program, config, log);
  migrateCommands(program, config, log);

  const plugins = projectPlugins();
  const registered = registerPlugins(await importServerPlugins(plugins), config(), log());
  const runtime = async (): Promise<PluginRuntime> => {
    const cfg = config();
    const logger = log();
    const db = await openConfiguredDatabase(cfg, logger);
    return { config: cfg, log: logger, db, services: registered.services, close: () => db.close() };
  };
  for (const contribute of registered.cliCommands) contribute(program, runtime);
  return program;
}
