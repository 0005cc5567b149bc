import type { Command } from 'commander';
import type { Config } from '../../core/server/config.ts';
import { migrateLatest, migrateRollback } from '../../core/server/db/migrations.ts';
import type { Logger } from '../../core/server/log.ts';
import { openConfiguredDatabase, projectMigrations, projectPlugins } from '../../core/server/runtime.ts';

export function migrateCommands(program: Command, config: () => Config, log: () => Logger): void {
  program
    .command('migrate')
    .description('Aplica las migraciones pendientes del núcleo y de cada plugin')
    .action(async () => {
      const db = await openConfiguredDatabase(config(), log());
      try {
        const run = await migrateLatest(db, projectMigrations(projectPlugins()));
        console.log(run.names.length ? `Migraciones aplicadas (lote ${run.batch}):\n  ${run.names.join('\n  ')}` : 'La base de datos ya está al día.');
      } finally {
        await db.close();
      }
    });
  program
    .command('migrate:rollback')
    .description('Revierte el último lote de migraciones')
    .option('--all', 'revierte todas las migraciones')
    .action(async (opts: { all?: boolean }) => {
      const db = await openConfiguredDatabase(config(), log());
      try {
        const run = await migrateRollback(db, projectMigrations(projectPlugins()), Boolean(opts.all));
        console.log(run.names.length ? `Migraciones revertidas:\n  ${run.names.join('\n  ')}` : 'No hay migraciones que revertir.');
      } finally {
        await db.close();
      }
    });
}
