import type { Command } from 'commander';
import { sembrarDemo } from '../../core/server/auth/demo.ts';
import type { PluginRuntime } from '../../core/server/plugins/contract.ts';
import { suscripcionesHooks } from '../../core/server/auth/hooks.ts';

/** cartera seed:demo: the demo account with a fresh password, printed for the person trying Cartera. */
export function seedDemoCommand(program: Command, runtime: () => Promise<PluginRuntime>): void {
  program
    .command('seed:demo')
    .description('Crea la cuenta de demostración (o le asigna un password nuevo) e imprime sus credenciales')
    .action(async () => {
      const rt = await runtime();
      try {
        const demo = await sembrarDemo(rt.db.knex, suscripcionesHooks(rt.services), rt.config.passwordHashCost);
        console.log(`Cuenta de demostración:\n  correo:   ${demo.correo}\n  password: ${demo.password}`);
      } finally {
        await rt.close();
      }
    });
}
