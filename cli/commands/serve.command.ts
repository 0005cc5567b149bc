import type { Command } from 'commander';
import type { Config } from '../../core/server/config.ts';
import type { Logger } from '../../core/server/log.ts';
import { startServer } from '../../core/server/start.ts';

export function serveCommand(program: Command, config: () => Config, log: () => Logger): void {
  program
    .command('serve')
    .description('Inicia el servidor (API y aplicación web); construye la aplicación web si no existe y aplica las migraciones')
    .option('--no-web', 'solo la API, sin construir ni servir la aplicación web')
    .action(async (opts: { web: boolean }) => {
      const logger = log();
      const running = await startServer(config(), logger, { buildWeb: opts.web });
      const stop = async (signal: string) => {
        logger.info('shutting down', { signal });
        await running.stop();
        process.exit(0);
      };
      process.once('SIGINT', () => void stop('SIGINT'));
      process.once('SIGTERM', () => void stop('SIGTERM'));
    });
}
