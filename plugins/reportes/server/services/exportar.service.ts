import { once } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { Writable } from 'node:stream';
import type { Knex } from 'knex';
import type { ColumnaInforme } from '../../shared/informes-columnas.ts';
import type { FormatoExportacion } from '../../shared/informes.ts';

/**
 * A grid's rows written to Excel or CSV as they come (docs/adr/028-informes.md): the filtered query
 * runs as a server-side cursor inside the request's transaction and is fetched a batch at a time,
 * each batch written and flushed (waiting for the client to drain) before the next is fetched, so
 * 100k rows never sit in memory. Money goes as numbers with the currency's format, dates as dates.
 */

type Fila = Record<string, unknown>;
const LOTE = 1000;

/** The query's rows, LOTE at a time, through a cursor closed however the loop ends. */
export async function* porLotes(trx: Knex.Transaction, consulta: Knex.QueryBuilder, lote = LOTE): AsyncGenerator<Fila[]> {
  const { sql, bindings } = consulta.toSQL();
  await trx.raw(`declare informe_exportacion no scroll cursor for ${sql}`, bindings);
  try {
    for (;;) {
      const { rows } = (await trx.raw(`fetch ${lote} from informe_exportacion`)) as { rows: Fila[] };
      if (rows.length === 0) return;
      yield rows;
    }
  } finally {
    await trx.raw('close informe_exportacion');
  }
}

const aFecha = (valor: unknown) => (typeof valor === 'string' && /^\d{4}-\d{2}-\d{2}/.test(valor) ? new Date(`${valor.slice(0, 10)}T00:00:00Z`) : null);
const aPesos = (valor: unknown) => (typeof valor === 'number' ? valor / 100 : null);
const formatoDinero = (moneda: unknown) => `"$"#,##0.00" ${String(moneda ?? '').replace(/[^A-Z]/gi, '')}";-"$"#,##0.00" ${String(moneda ?? '').replace(/[^A-Z]/gi, '')}"`;

async function drenar(destino: Writable): Promise<void> {
  if (!destino.writableNeedDrain || destino.destroyed) return;
  // The wait that loses the race is cancelled, or each batch would leave its listeners behind.
  const fin = new AbortController();
  try {
    await Promise.race([once(destino, 'drain', { signal: fin.signal }), once(destino, 'close', { signal: fin.signal })]);
  } finally {
    fin.abort();
  }
}

async function escribirExcel<F>(res: ServerResponse, titulo: string, columnas: readonly ColumnaInforme<F>[], lotes: AsyncGenerator<Fila[]>) {
  // Loaded on the first export, not with the server: exceljs is its largest module at rest.
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: true, useSharedStrings: false });
  const hoja = libro.addWorksheet(titulo.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = columnas.map((c) => ({ header: c.titulo, key: c.clave, width: c.ancho ?? (c.tipo === 'texto' ? 18 : 14) }));
  hoja.getRow(1).font = { bold: true };
  for await (const filas of lotes) {
    for (const fila of filas) {
      const row = hoja.addRow(columnas.map((c) => (c.tipo === 'fecha' ? aFecha(fila[c.clave]) : c.tipo === 'dinero' ? aPesos(fila[c.clave]) : (fila[c.clave] ?? null))));
      columnas.forEach((c, i) => {
        if (c.tipo === 'fecha') row.getCell(i + 1).numFmt = 'dd/mm/yyyy';
        if (c.tipo === 'dinero') row.getCell(i + 1).numFmt = formatoDinero(fila.moneda);
      });
      row.commit();
    }
    if (res.destroyed) break;
    await drenar(res);
  }
  hoja.commit();
  await libro.commit();
}

async function escribirCsv<F>(res: ServerResponse, columnas: readonly ColumnaInforme<F>[], lotes: AsyncGenerator<Fila[]>) {
  const { stringify } = await import('csv-stringify');
  const csv = stringify({ bom: true, header: true, columns: columnas.map((c) => ({ key: c.clave, header: c.titulo })) });
  csv.pipe(res);
  for await (const filas of lotes) {
    for (const fila of filas) {
      csv.write(columnas.map((c) => (c.tipo === 'dinero' && typeof fila[c.clave] === 'number' ? ((fila[c.clave] as number) / 100).toFixed(2) : (fila[c.clave] ?? ''))));
    }
    if (res.destroyed) break;
    await drenar(csv);
    await drenar(res);
  }
  csv.end();
  await Promise.race([once(res, 'finish'), once(res, 'close')]);
}

export interface Exportacion<F> {
  archivo: string;
  titulo: string;
  columnas: readonly ColumnaInforme<F>[];
  consulta: Knex.QueryBuilder;
  formato: FormatoExportacion;
}

const TIPOS = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', csv: 'text/csv; charset=utf-8' } as const;

/**
 * Writes the export straight to the response while the request's transaction is still open (Koa
 * would only start sending a body after the handler returned, when the transaction is gone).
 */
export async function exportar<F>(trx: Knex.Transaction, res: ServerResponse, { archivo, titulo, columnas, consulta, formato }: Exportacion<F>): Promise<void> {
  res.statusCode = 200;
  res.setHeader('Content-Type', TIPOS[formato]);
  res.setHeader('Content-Disposition', `attachment; filename="${archivo}.${formato}"`);
  res.setHeader('Cache-Control', 'no-store');
  const lotes = porLotes(trx, consulta);
  try {
    if (formato === 'xlsx') await escribirExcel(res, titulo, columnas, lotes);
    else await escribirCsv(res, columnas, lotes);
  } catch {
    // Headers are gone: the client sees a broken download rather than a wrong file.
    res.destroy();
  } finally {
    await lotes.return(undefined);
  }
}
