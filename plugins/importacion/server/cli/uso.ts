import { type Command, CommanderError } from 'commander';
import { MENSAJES_CLI } from '../../shared/mensajes.ts';

/** A wrong call (unknown option, missing --agente, no files, unknown agent): exit code 2. */
export class UsoIncorrecto extends Error {}

export const SALIDA_USO = 2;
export const SALIDA_FALLAS = 1;

/** Commander's own complaints, said in Spanish; the quoted parts of its message are the names. */
function enEspanol(err: CommanderError): string {
  const citado = /'([^']+)'/.exec(err.message)?.[1] ?? '';
  switch (err.code) {
    case 'commander.unknownOption':
      return MENSAJES_CLI.opcionDesconocida(citado);
    case 'commander.unknownCommand':
      return MENSAJES_CLI.comandoDesconocido(citado);
    case 'commander.missingArgument':
      return MENSAJES_CLI.faltaArgumento(citado);
    case 'commander.optionMissingArgument':
      return MENSAJES_CLI.faltaValor(citado);
    case 'commander.excessArguments':
      return MENSAJES_CLI.argumentosDeMas;
    default:
      return err.message.replace(/^error: /, '');
  }
}

/** Writes the message and ends with code 2 (cli/index.ts exits with a CommanderError's code). */
export function terminarPorUso(comando: string, mensaje: string): never {
  process.stderr.write(`Error: ${mensaje}\n${MENSAJES_CLI.ayuda(comando)}\n`);
  throw new CommanderError(SALIDA_USO, 'cartera.importar.uso', mensaje);
}

/**
 * A command whose usage errors are Spanish and exit with 2: commander's English line is silenced and
 * replaced; --help still exits 0.
 */
export function conUsoEnEspanol(comando: Command, nombre: string): Command {
  return comando
    .showHelpAfterError(false)
    .configureOutput({ outputError: () => undefined })
    .exitOverride((err) => {
      if (err.code === 'commander.helpDisplayed' || err.code === 'commander.version') throw err;
      // A command with subcommands called bare shows its help as an error: that too is wrong usage.
      if (err.code === 'commander.help') throw new CommanderError(SALIDA_USO, err.code, err.message);
      terminarPorUso(nombre, enEspanol(err));
    });
}
