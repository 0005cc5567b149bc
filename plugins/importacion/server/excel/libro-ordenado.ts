import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';
import unzipper from 'unzipper';

/**
 * exceljs 4.4's streaming reader inflates the zip in one pass, in stored order. exceljs itself
 * stores `xl/workbook.xml` last, and now and then (about 1 read in 700 under load here; exceljs
 * issue 3064) the sheet is parsed before the workbook and the read fails with "reading 'sheets'":
 * a good file reported as damaged. This reader opens the zip by its central directory instead and
 * parses the workbook's parts first, then each sheet in tab order, still row by row. It drives the
 * reader's own part parsers (exceljs is pinned), so cells read exactly as before.
 */
interface PartesDelLector {
  _parseRels(parte: Readable): Promise<void>;
  _parseWorkbook(parte: Readable): Promise<void>;
  _parseSharedStrings(parte: Readable): AsyncGenerator<unknown>;
  _parseStyles(parte: Readable): Promise<void>;
  _parseWorksheet(parte: AsyncIterable<unknown>, numero: string): Generator<unknown>;
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
}

const HOJA = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export class LibroOrdenado extends ExcelJS.stream.xlsx.WorkbookReader {
  constructor(
    private readonly ruta: string,
    opciones: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  ) {
    super(ruta, opciones);
  }

  override async *parse(): AsyncIterableIterator<unknown> {
    const lector = this as unknown as PartesDelLector;
    const { files } = await unzipper.Open.file(this.ruta);
    const parte = (ruta: string) => files.find((f) => f.path === ruta);
    const rels = parte('xl/_rels/workbook.xml.rels');
    if (rels) await lector._parseRels(rels.stream());
    const libro = parte('xl/workbook.xml');
    if (libro) await lector._parseWorkbook(libro.stream());
    const textos = parte('xl/sharedStrings.xml');
    if (textos) yield* lector._parseSharedStrings(textos.stream());
    const estilos = parte('xl/styles.xml');
    if (estilos) await lector._parseStyles(estilos.stream());
    // Tab order is the workbook's; a sheet it does not list goes after, by number.
    const orden = (lector.model?.sheets ?? []).map((s) => lector.workbookRels?.find((r) => r.Id === s.rId)?.Target.replace(/^\/?xl\//, ''));
    const posicion = (ruta: string) => {
      const i = orden.indexOf(ruta.slice('xl/'.length));
      return i < 0 ? orden.length + Number(HOJA.exec(ruta)?.[1]) : i;
    };
    const hojas = files.filter((f) => HOJA.test(f.path)).sort((a, b) => posicion(a.path) - posicion(b.path));
    for (const hoja of hojas) yield* lector._parseWorksheet(hoja.stream(), HOJA.exec(hoja.path)?.[1] ?? '');
  }
}
