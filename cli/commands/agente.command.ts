import type { Command } from 'commander';
import { crearAgente } from '../../core/server/auth/agentes.ts';
import { suscripcionesHooks } from '../../core/server/auth/hooks.ts';
import { hashPassword } from '../../core/server/auth/passwords.ts';
import { usuarioPorCorreo } from '../../core/server/auth/usuario-record.ts';
import { withSystemScope } from '../../core/server/db/tenancy.ts';
import type { PluginRuntime } from '../../core/server/plugins/contract.ts';
import { CliError } from '../cli-error.ts';
import { PASSWORD_LONGITUD, registroSchema } from '../../core/shared/auth/schemas.ts';
import { validate } from '../../core/shared/validation.ts';

interface Opciones {
  correo: string;
  nombre: string;
  apPaterno: string;
  apMaterno?: string;
  cedula?: string;
  password: string;
}

/** cartera agente:crear: an active agent with its password, no e-mail round trip (operators, scripts). */
export function agenteCommand(program: Command, runtime: () => Promise<PluginRuntime>): void {
  program
    .command('agente:crear')
    .description('Crea un agente activo con su usuario principal y su periodo de prueba')
    .requiredOption('--correo <correo>', 'correo del usuario principal')
    .requiredOption('--nombre <nombre>', 'nombre(s)')
    .requiredOption('--ap-paterno <apellido>', 'apellido paterno')
    .option('--ap-materno <apellido>', 'apellido materno')
    .option('--cedula <cedula>', 'cédula de agente')
    .requiredOption('--password <password>', 'contraseña inicial (8 a 50 caracteres)')
    .action(async (opts: Opciones) => {
      const datos = validate<{ correo: string; nombre: string; apPaterno: string; apMaterno: string | null; cedula: string | null }>(registroSchema, {
        correo: opts.correo,
        nombre: opts.nombre,
        apPaterno: opts.apPaterno,
        apMaterno: opts.apMaterno,
        cedula: opts.cedula,
      });
      if (!datos.ok) throw new CliError(datos.message);
      if (opts.password.length < 8 || opts.password.length > 50) throw new CliError(PASSWORD_LONGITUD);
      const rt = await runtime();
      try {
        const passwordHash = await hashPassword(opts.password, rt.config.passwordHashCost);
        const creado = await withSystemScope(rt.db.knex, async (trx) => {
          if (await usuarioPorCorreo(trx, datos.value.correo)) throw new CliError('El correo ya está registrado');
          return crearAgente(trx, suscripcionesHooks(rt.services), datos.value, passwordHash);
        });
        console.log(`Agente ${creado.agenteId} creado; ya puede iniciar sesión con ${datos.value.correo}`);
      } finally {
        await rt.close();
      }
    });
}
