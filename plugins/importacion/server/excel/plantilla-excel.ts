import ExcelJS from 'exceljs';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { PROJECT_ROOT } from '../../../../core/server/paths.ts';
import { COLUMNAS_EXCEL } from '../../shared/excel-importacion.ts';

/**
 * The downloadable template (spec 02 §2.13): the columns of §3 'Imported policy row' in order, a
 * header row with their Spanish titles and one example row. The file is committed next to the
 * screen that links it (web/plantilla/); a unit test checks it still matches these columns.
 * Regenerate with `npx tsx plugins/importacion/server/excel/plantilla-excel.ts`.
 */
export const RUTA_PLANTILLA = path.join(PROJECT_ROOT, 'plugins/importacion/web/plantilla/importacion-polizas.xlsx');

export async function crearPlantilla(): Promise<Buffer> {
  const libro = new ExcelJS.Workbook();
  // Fixed dates: the same columns give the same file.
  libro.created = libro.modified = new Date(Date.UTC(2026, 0, 1));
  libro.creator = 'Cartera';
  const hoja = libro.addWorksheet('Pólizas', { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = COLUMNAS_EXCEL.map((c) => ({ header: c.titulo, key: c.campo, width: Math.max(14, c.titulo.length + 2) }));
  hoja.getRow(1).font = { bold: true };
  hoja.addRow(Object.fromEntries(COLUMNAS_EXCEL.map((c) => [c.campo, c.ejemplo])));
  return Buffer.from(await libro.xlsx.writeBuffer());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  await writeFile(RUTA_PLANTILLA, await crearPlantilla());
}
