import { SingleBar } from 'cli-progress';
import { MENSAJES_CLI } from '../../shared/mensajes.ts';

/** What happened to one policy (a PDF holds one, an Excel file one per row). */
export type Resultado = 'creada' | 'actualizada' | 'omitida' | 'fallida';

export interface PolizaInforme {
  resultado: Resultado;
  noPoliza: string | null;
  aseguradora: string | null;
  /** The Excel row, 1-based as the agent sees it in the sheet; null for a PDF. */
  fila: number | null;
  mensaje: string;
}

export interface ArchivoInforme {
  archivo: string;
  polizas: PolizaInforme[];
}

export type Totales = Record<Resultado, number>;

export interface Informe {
  modo: 'directo' | 'servidor';
  /** --dry-run: what would happen; nothing was written. */
  simulacion: boolean;
  archivos: (ArchivoInforme & { totales: Totales })[];
  totales: Totales;
}

const RESULTADOS: Resultado[] = ['creada', 'actualizada', 'omitida', 'fallida'];

export function contar(polizas: PolizaInforme[]): Totales {
  const totales: Totales = { creada: 0, actualizada: 0, omitida: 0, fallida: 0 };
  for (const p of polizas) totales[p.resultado]++;
  return totales;
}

export function armarInforme(modo: Informe['modo'], simulacion: boolean, archivos: ArchivoInforme[]): Informe {
  const conTotales = archivos.map((a) => ({ ...a, totales: contar(a.polizas) }));
  return { modo, simulacion, archivos: conTotales, totales: contar(archivos.flatMap((a) => a.polizas)) };
}

export const huboFallas = (informe: Informe) => informe.totales.fallida > 0;

/**
 * Progress while files go through: a bar on a terminal, one plain line per file otherwise (logs,
 * pipes). Always on stderr, so stdout carries only the summary or the JSON report.
 */
export interface Progreso {
  avanzar(archivo: ArchivoInforme): void;
  terminar(): void;
}

export function crearProgreso(total: number, simulacion: boolean, salida: NodeJS.WriteStream = process.stderr): Progreso {
  if (salida.isTTY) {
    const barra = new SingleBar({ format: `${MENSAJES_CLI.progreso} {bar} {value}/{total} {archivo}`, stream: salida, hideCursor: true, clearOnComplete: true }, undefined);
    barra.start(total, 0, { archivo: '' });
    return { avanzar: (a) => barra.increment({ archivo: nombreCorto(a.archivo) }), terminar: () => barra.stop() };
  }
  let hechos = 0;
  return {
    avanzar(a) {
      hechos++;
      for (const p of a.polizas) salida.write(`[${hechos}/${total}] ${a.archivo}${p.fila === null ? '' : ` (${MENSAJES_CLI.fila} ${p.fila})`}: ${describir(p, simulacion)}\n`);
    },
    terminar: () => undefined,
  };
}

const nombreCorto = (archivo: string) => archivo.split(/[\\/]/).pop() ?? archivo;

/** One policy's outcome in words: the message the import gave, after its verb. */
function describir(p: PolizaInforme, simulacion: boolean): string {
  const verbo = (simulacion ? MENSAJES_CLI.simulado : MENSAJES_CLI.resultado)[p.resultado];
  const poliza = p.noPoliza ? ` ${MENSAJES_CLI.poliza(p.noPoliza, p.aseguradora)}` : '';
  return `${verbo}${poliza}${p.mensaje ? `: ${p.mensaje}` : ''}`;
}

/** The summary: one row per file with its counts, a total row, then what failed and why. */
export function resumen(informe: Informe): string {
  const e = MENSAJES_CLI.columnas;
  const filas = [
    [e.archivo, ...RESULTADOS.map((r) => e[r])],
    ...informe.archivos.map((a) => [a.archivo, ...RESULTADOS.map((r) => String(a.totales[r]))]),
    [e.total, ...RESULTADOS.map((r) => String(informe.totales[r]))],
  ];
  const anchos = filas[0].map((_, i) => Math.max(...filas.map((f) => f[i].length)));
  const linea = (f: string[]) => f.map((c, i) => (i === 0 ? c.padEnd(anchos[i]) : c.padStart(anchos[i]))).join('  ');
  const regla = anchos.map((a) => '─'.repeat(a)).join('  ');
  const tabla = [linea(filas[0]), regla, ...filas.slice(1, -1).map(linea), regla, linea(filas[filas.length - 1])];
  const fallas = informe.archivos.flatMap((a) =>
    a.polizas.filter((p) => p.resultado === 'fallida').map((p) => `  ${a.archivo}${p.fila === null ? '' : ` (${MENSAJES_CLI.fila} ${p.fila})`}: ${p.mensaje}`),
  );
  const titulo = informe.simulacion ? MENSAJES_CLI.tituloSimulacion : MENSAJES_CLI.titulo(informe.modo);
  return [titulo, '', ...tabla, ...(fallas.length ? ['', MENSAJES_CLI.fallas, ...fallas] : [])].join('\n') + '\n';
}
