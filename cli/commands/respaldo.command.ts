import type { Command } from 'commander';
import path from 'node:path';
import type { Config } from '../../core/server/config.ts';
import type { Logger } from '../../core/server/log.ts';
import { RespaldoError, respaldar, restaurar, type Fases } from '../../core/server/respaldo/respaldo.service.ts';
import { CliError } from '../cli-error.ts';

const tiempos = (fases: Fases) =>
  Object.entries(fases)
    .map(([fase, ms]) => `${fase} ${ms} ms`)
    .join(', ');

/** An operator's mistake (a folder in use, a backup of the other database) is a message, not a stack. */
async function comoOperador<T>(tarea: () => Promise<T>): Promise<T> {
  try {
    return await tarea();
  } catch (err) {
    if (err instanceof RespaldoError) throw new CliError(err.message);
    throw err;
  }
}

/** cartera backup <carpeta> / cartera restore <carpeta> (issue 19; core/server/respaldo). */
export function respaldoCommands(program: Command, config: () => Config, log: () => Logger): void {
  program
    .command('backup')
    .description('Respalda la base de datos (pg_dump, o la carpeta de PGlite con la base cerrada), los archivos guardados y el secreto de DATA_DIR en una carpeta nueva')
    .argument('<carpeta>', 'carpeta nueva donde queda el respaldo')
    .action(async (carpeta: string) => {
      const t0 = performance.now();
      const { manifiesto, fases } = await comoOperador(() => respaldar(config(), log(), path.resolve(carpeta)));
      const filas = Object.values(manifiesto.huella).reduce((n, t) => n + t.filas, 0);
      console.log(`Respaldo listo en ${path.resolve(carpeta)}: ${Object.keys(manifiesto.huella).length} tablas, ${filas} filas, ${manifiesto.archivos} archivos.`);
      console.log(`Tiempo: ${Math.round(performance.now() - t0)} ms (${tiempos(fases)}).`);
    });
  program
    .command('restore')
    .description('Restaura un respaldo de cartera backup y verifica filas y sumas de cada tabla')
    .argument('<carpeta>', 'carpeta del respaldo')
    .option(
      '--reemplazar',
      'reemplaza una base de datos o archivos existentes (en disco los archivos anteriores se apartan, no se borran; en S3 se sobrescriben los de la misma clave)',
    )
    .action(async (carpeta: string, opts: { reemplazar?: boolean }) => {
      const t0 = performance.now();
      const { manifiesto, fases } = await comoOperador(() => restaurar(config(), log(), path.resolve(carpeta), { reemplazar: Boolean(opts.reemplazar) }));
      console.log(
        `Respaldo del ${manifiesto.fecha} restaurado y verificado: ${Object.keys(manifiesto.huella).length} tablas con las mismas filas y sumas, ${manifiesto.archivos} archivos.`,
      );
      console.log(`Tiempo: ${Math.round(performance.now() - t0)} ms (${tiempos(fases)}).`);
    });
}
