import type { Command } from 'commander';
import { resumenDemo, sembrarDemo } from '../../core/server/auth/demo.ts';
import type { PluginRuntime } from '../../core/server/plugins/contract.ts';
import { suscripcionesHooks } from '../../core/server/auth/hooks.ts';
import { CliError } from '../cli-error.ts';

/**
 * cartera seed:demo: the demo account with a fresh password, printed for the person trying Cartera,
 * and whatever demo data the plugins find missing (never duplicated: the seeders are idempotent).
 */
export function seedDemoCommand(program: Command, runtime: () => Promise<PluginRuntime>): void {
  program
    .command('seed:demo')
    .description('Crea la cuenta de demostración (o le asigna una contraseña nueva), le agrega los datos de demostración que falten e imprime sus credenciales')
    .action(async () => {
      const rt = await runtime();
      try {
        const demo = await sembrarDemo(rt.db, { hooks: suscripcionesHooks(rt.services), seeders: rt.demoSeeders, log: rt.log, hashCost: rt.config.passwordHashCost });
        console.log(`Cuenta de demostración:\n  correo:     ${demo.correo}\n  contraseña: ${demo.password}`);
        for (const linea of resumenDemo(demo)) console.log(linea);
        if (demo.seeders.some((s) => s.error)) throw new CliError('Algunos datos de demostración no se pudieron agregar (ver arriba)');
      } finally {
        await rt.close();
      }
    });
}
