import { Command, CommanderError } from 'commander';
import { CliError } from '../../../../cli/cli-error.ts';
import { HttpError } from '../../../../core/server/http/errors.ts';
import type { CliContribution, PluginRuntime } from '../../../../core/server/plugins/contract.ts';
import { FORMATO_FECHA_PREDETERMINADO, FORMATOS_FECHA } from '../../shared/excel-importacion.ts';
import { archivoExcel, buscarPdfs } from './archivos.ts';
import { RespuestaFallida } from './cliente-http.ts';
import { abrirImportador, comoErrorDeCli, type Importador, type OpcionesImportar } from './importador.ts';
import { armarInforme, crearProgreso, huboFallas, resumen, type ArchivoInforme, type PolizaInforme } from './informe.ts';
import { MENSAJES_CLI } from '../../shared/mensajes.ts';
import { conUsoEnEspanol, SALIDA_FALLAS, terminarPorUso, UsoIncorrecto } from './uso.ts';

interface Banderas {
  agente?: string;
  dryRun?: boolean;
  actualizar?: boolean;
  crearClaves?: boolean;
  json?: boolean;
  url?: string;
}

/** One file's policies, however it went: an error of the file itself is its one failed row. */
type Paso = (importador: Importador) => Promise<PolizaInforme[]>;

/** A refusal (HttpError) says why in Spanish; anything else is a fault, named as such with its detail. */
const fallida = (err: unknown): PolizaInforme[] => {
  const mensaje = err instanceof HttpError || err instanceof RespuestaFallida ? err.message : `${MENSAJES_CLI.inesperado}: ${(err as Error).message}`;
  return [{ resultado: 'fallida', noPoliza: null, aseguradora: null, fila: null, mensaje }];
};

/**
 * The run shared by both subcommands: the files are found first (a wrong call writes nothing), then
 * the importer opens (direct or through the server), each file goes through with its progress, and
 * the summary (or --json report) closes. Exit 1 when anything failed, 2 on wrong usage.
 */
async function ejecutar(nombre: string, banderas: Banderas, runtime: () => Promise<PluginRuntime>, preparar: () => Promise<[string, Paso][]>): Promise<void> {
  try {
    if (!banderas.agente?.trim()) throw new UsoIncorrecto(MENSAJES_CLI.faltaAgente);
    const pasos = await preparar();
    const opciones: OpcionesImportar = {
      agente: banderas.agente.trim(),
      simulacion: Boolean(banderas.dryRun),
      actualizar: Boolean(banderas.actualizar),
      crearClaves: Boolean(banderas.crearClaves),
      url: banderas.url,
    };
    const avisar = (texto: string) => process.stderr.write(`${texto}\n`);
    const importador = await abrirImportador(runtime, opciones, avisar);
    const archivos: ArchivoInforme[] = [];
    const progreso = crearProgreso(pasos.length, opciones.simulacion);
    try {
      for (const [archivo, paso] of pasos) {
        const polizas = await paso(importador).catch((err: unknown) => {
          // Losing the server or the session ends the run; anything else is this file's failure.
          if (err instanceof UsoIncorrecto || err instanceof CliError || (err instanceof RespuestaFallida && err.status === 401)) throw err;
          return fallida(err);
        });
        const hecho = { archivo, polizas };
        archivos.push(hecho);
        progreso.avanzar(hecho);
      }
    } finally {
      progreso.terminar();
      await importador.cerrar();
    }
    const informe = armarInforme(importador.modo, opciones.simulacion, archivos);
    process.stdout.write(banderas.json ? `${JSON.stringify(informe, null, 2)}\n` : resumen(informe));
    if (huboFallas(informe)) throw new CommanderError(SALIDA_FALLAS, 'cartera.importar.fallas', MENSAJES_CLI.fallas);
  } catch (err) {
    if (err instanceof UsoIncorrecto) terminarPorUso(nombre, err.message);
    throw comoErrorDeCli(err);
  }
}

function comunes(comando: Command, nombre: string): Command {
  return conUsoEnEspanol(comando, nombre)
    .option('--agente <correo>', 'correo del usuario del agente: las pólizas quedan a su nombre')
    .option('--dry-run', 'muestra lo que pasaría sin guardar nada')
    .option('--actualizar', 'actualiza las pólizas que ya están en la cartera (sin esta opción se omiten)')
    .option('--json', 'escribe en la salida estándar solo un informe en JSON')
    .option('--url <dirección>', 'importa a través del servidor en esa dirección (por omisión, PUBLIC_URL si la base de datos está en uso)');
}

/**
 * cartera importar pdf|excel (issue 13, CLI): bulk loads of policy cover pages and of the Excel
 * portfolio template, direct on the database or through the running server.
 */
export const importarCommand: CliContribution = (program, runtime) => {
  const importar = conUsoEnEspanol(program.command('importar').description('Carga pólizas en la cartera de un agente desde carátulas en PDF o desde Excel'), 'importar');

  comunes(importar.command('pdf'), 'importar pdf')
    .description('Importa carátulas de pólizas en PDF (archivos o carpetas con archivos .pdf)')
    .argument('<rutas...>', 'archivos PDF o carpetas')
    .option('--crear-claves', 'crea la clave de agente que muestre una carátula y que el agente no tenga registrada')
    .action((rutas: string[], banderas: Banderas) =>
      ejecutar('importar pdf', banderas, runtime, async () => (await buscarPdfs(rutas)).map((archivo): [string, Paso] => [archivo, async (i) => [await i.pdf(archivo)]])),
    );

  comunes(importar.command('excel'), 'importar excel')
    .description('Importa las pólizas de un archivo Excel (.xlsx) con las columnas de la plantilla')
    .argument('<archivo>', 'archivo .xlsx')
    .option('--formato-fecha <formato>', `formato de las fechas del archivo: ${FORMATOS_FECHA.join(', ')}`, FORMATO_FECHA_PREDETERMINADO)
    .action((ruta: string, banderas: Banderas & { formatoFecha: string }) =>
      ejecutar('importar excel', banderas, runtime, async () => {
        if (!FORMATOS_FECHA.includes(banderas.formatoFecha)) throw new UsoIncorrecto(MENSAJES_CLI.formatoFecha(banderas.formatoFecha, FORMATOS_FECHA));
        const archivo = await archivoExcel(ruta);
        return [[archivo, (i) => i.excel(archivo, banderas.formatoFecha)]];
      }),
    );
};
