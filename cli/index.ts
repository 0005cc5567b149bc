import { CommanderError } from 'commander';
import { DatabaseBusyError } from '../core/server/db/lock.ts';
import { CliError } from './cli-error.ts';
import { buildProgram } from './program.ts';

try {
  const program = await buildProgram();
  await program.parseAsync(process.argv);
} catch (err) {
  if (err instanceof CommanderError) process.exit(err.exitCode);
  // Known operator mistakes get their message alone; anything else its stack, to report it.
  console.error(err instanceof DatabaseBusyError || err instanceof CliError ? `Error: ${err.message}` : err);
  process.exit(1);
}
