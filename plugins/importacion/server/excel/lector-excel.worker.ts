import type ExcelJS from 'exceljs';
import { open } from 'node:fs/promises';
import type { MessagePort } from 'node:worker_threads';
import { LibroOrdenado } from './libro-ordenado.ts';
import { revisarZip } from './zip-limites.ts';

/**
 * Reads an uploaded .xlsx inside a worker of the import pool (issue 13): exceljs's streaming reader
 * (through LibroOrdenado), first sheet only, values as stored. Formulas give their cached result and are never evaluated;
 * one without a cached result is marked. Imports nothing of the server; failures are Errors with a
 * Spanish message the route shows as it is. The rows are handed over through `puerto` in parts while
 * the sheet is read (the import applies each part before the next: the file's rows are never all in
 * memory), one part ahead at most: the next part is sent only once the caller asked for it.
 */

/** A cell as read: text, number, a date cell ('yyyy-MM-dd'), a formula without a stored result, or empty. */
export type CeldaCruda = string | number | { fecha: string } | { formula: string } | null;

export interface EntradaLector {
  ruta: string;
  maxFilas: number;
  maxDescomprimidoBytes: number;
  /** Each part is posted here (ParteLector); the caller posts any message to ask for the next one. */
  puerto: MessagePort;
  filasPorParte: number;
}

export interface SalidaLector {
  /** The header row's texts, by column position (0-based). */
  encabezados: string[];
  /** Each data row: its sheet row number and its cells by column position. */
  filas: { rowId: number; celdas: CeldaCruda[] }[];
}

/** One part of a streamed read: the headers, the next rows in sheet order, and whether it is the last. */
export interface ParteLector extends SalidaLector {
  ultima: boolean;
}

type ValorExcel = ExcelJS.CellValue;

function celda(valor: ValorExcel): CeldaCruda {
  if (valor === null || valor === undefined) return null;
  if (typeof valor === 'string') return valor;
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor === 'boolean') return valor ? 'VERDADERO' : 'FALSO';
  // exceljs gives date cells as UTC midnights of the serial's day.
  if (valor instanceof Date) return Number.isNaN(valor.getTime()) ? null : { fecha: valor.toISOString().slice(0, 10) };
  if (typeof valor === 'object') {
    if ('formula' in valor || 'sharedFormula' in valor) {
      const { result } = valor as { result?: ValorExcel };
      const formula = 'formula' in valor ? String(valor.formula) : String((valor as { sharedFormula: unknown }).sharedFormula);
      return result === undefined || result === null || (typeof result === 'object' && 'error' in (result as object)) ? { formula } : celda(result);
    }
    if ('richText' in valor && Array.isArray(valor.richText)) return valor.richText.map((r) => String(r.text ?? '')).join('');
    if ('text' in valor) return celda((valor as { text: ValorExcel }).text);
    if ('error' in valor) return null;
  }
  return null;
}

const texto = (c: CeldaCruda): string => (c === null ? '' : typeof c === 'object' ? ('fecha' in c ? c.fecha : '') : String(c));

/** Waits until the caller asks for the next part; the caller closing the port (it stopped reading) ends the read. */
function pedida(puerto: MessagePort): Promise<void> {
  return new Promise((resolve, reject) => {
    const cerrado = () => reject(new Error('El libro dejó de leerse: la importación se canceló.'));
    puerto.once('close', cerrado);
    puerto.once('message', () => {
      puerto.off('close', cerrado);
      resolve();
    });
  });
}

/** Reads the sheet, its rows going through the port part after part. */
export default async function leerExcel({ ruta, maxFilas, maxDescomprimidoBytes, puerto, filasPorParte }: EntradaLector): Promise<void> {
  const archivo = await open(ruta, 'r');
  try {
    const { size } = await archivo.stat();
    if (size === 0) throw new Error('El archivo está vacío.');
    const firma = Buffer.alloc(4);
    await archivo.read(firma, 0, 4, 0);
    if (firma.readUInt32LE(0) !== 0x04034b50) throw new Error('El archivo no es un libro de Excel (.xlsx) válido.');
    await revisarZip(archivo, size, maxDescomprimidoBytes);
  } finally {
    await archivo.close();
  }
  try {
    let anterior: Promise<void> | null = null;
    await leerHoja(ruta, maxFilas, filasPorParte, async (parte) => {
      // The previous part was asked for before this one goes: one part ahead at most.
      await anterior;
      anterior = parte.ultima ? null : pedida(puerto);
      // Awaited with the next part; a caller that stopped meanwhile must not be an unhandled rejection.
      anterior?.catch(() => {});
      puerto.postMessage(parte);
    });
  } catch (e) {
    const mensaje = (e as Error).message ?? '';
    if (/^(El archivo|La hoja|El libro)/.test(mensaje)) throw e;
    throw new Error('El archivo de Excel está dañado o no se puede leer.');
  }
}

/** Reads the first sheet, handing its rows to `entregar` `porParte` at a time (the last part flagged). */
async function leerHoja(ruta: string, maxFilas: number, porParte: number, entregar: (parte: ParteLector) => unknown): Promise<void> {
  const lector = new LibroOrdenado(ruta, { entries: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit' });
  let encabezados: string[] | null = null;
  let filas: SalidaLector['filas'] = [];
  let leidas = 0;
  for await (const hoja of lector) {
    for await (const fila of hoja) {
      const valores = (fila.values as ValorExcel[]).slice(1).map(celda);
      if (valores.every((v) => texto(v).trim() === '')) continue;
      if (!encabezados) {
        encabezados = valores.map((v) => texto(v).trim());
        continue;
      }
      if (leidas >= maxFilas) throw new Error(`El archivo tiene más de ${maxFilas.toLocaleString('es-MX')} filas; divídalo en archivos más pequeños.`);
      if (filas.length === porParte) {
        await entregar({ encabezados, filas, ultima: false });
        filas = [];
      }
      filas.push({ rowId: fila.number, celdas: valores });
      leidas++;
    }
    // Only the first sheet: the template's.
    break;
  }
  if (!encabezados) throw new Error('El libro no tiene filas: use la plantilla de importación.');
  await entregar({ encabezados, filas, ultima: true });
}
