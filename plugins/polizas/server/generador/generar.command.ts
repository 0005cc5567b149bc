import { CliError } from '../../../../cli/cli-error.ts';
import { usuarioPorCorreo } from '../../../../core/server/auth/usuario-record.ts';
import { withSystemScope } from '../../../../core/server/db/tenancy.ts';
import type { CliContribution } from '../../../../core/server/plugins/contract.ts';
import { errorDeOpciones, generarCartera, OPCIONES_PREDETERMINADAS, type OpcionesGenerador } from './generador.ts';

interface Argumentos {
  correo: string;
  polizas: string;
  recibos: string;
  clientes: string;
  semilla: string;
}

/** Whole numbers as people type them: '200000', '200,000' or '200_000'. */
const numero = (texto: string) => (/^\d[\d,_]*$/.test(texto) ? Number(texto.replace(/[,_]/g, '')) : NaN);

/**
 * cartera polizas:generar --correo <agente>: adds a large generated portfolio (clients, agent keys,
 * policies of the four lines, receipts) to one agent, for benchmarks and for trying the screens.
 */
export const generarCommand: CliContribution = (program, runtime) => {
  const d = OPCIONES_PREDETERMINADAS;
  program
    .command('polizas:generar')
    .description('Agrega a la cartera de un agente clientes, claves de agente, pólizas y recibos generados (pruebas de rendimiento)')
    .requiredOption('--correo <correo>', 'correo de un usuario del agente; sus pólizas quedan capturadas por él')
    .option('--polizas <n>', 'pólizas a generar', String(d.polizas))
    .option('--recibos <n>', 'recibos en total, aproximadamente (entre 1 y 12 por póliza)', String(d.recibos))
    .option('--clientes <n>', 'clientes a generar', String(d.clientes))
    .option('--semilla <n>', 'la misma semilla genera los mismos datos', String(d.semilla))
    .action(async (args: Argumentos) => {
      const opciones: OpcionesGenerador = { polizas: numero(args.polizas), recibos: numero(args.recibos), clientes: numero(args.clientes), semilla: numero(args.semilla) };
      const error = errorDeOpciones(opciones);
      if (error) throw new CliError(error);
      const rt = await runtime();
      try {
        const usuario = await withSystemScope(rt.db.knex, (trx) => usuarioPorCorreo(trx, args.correo));
        if (!usuario) throw new CliError(`No existe un usuario con el correo ${args.correo}`);
        console.log(`Generando para el agente ${usuario.agenteId} en ${rt.db.label}…`);
        const r = await generarCartera(rt.db, rt.log, { agenteId: usuario.agenteId, usuarioId: usuario.id }, opciones, (texto) => console.log(texto));
        console.log(
          `Listo en ${r.segundos.toFixed(1)} s: ${r.clientes.toLocaleString('es-MX')} clientes, ${r.claves} claves de agente nuevas, ` +
            `${r.polizas.toLocaleString('es-MX')} pólizas y ${r.recibos.toLocaleString('es-MX')} recibos.`,
        );
      } finally {
        await rt.close();
      }
    });
};
