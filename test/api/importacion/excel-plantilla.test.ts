import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { crearPlantilla, RUTA_PLANTILLA } from '../../../plugins/importacion/server/excel/plantilla-excel.ts';
import { cerrarLectorExcel } from '../../../plugins/importacion/server/services/excel-proceso.service.ts';
import { COLUMNAS_EXCEL, leerFecha } from '../../../plugins/importacion/shared/excel-importacion.ts';
import { hojaEntera } from './excel-datos.ts';

/** Issue 13: the committed template has the columns of spec 02 §3 in order, and the reader reads it back. */
describe('importacion: plantilla de Excel', () => {
  after(cerrarLectorExcel);

  it('is the file crearPlantilla makes: a header with the Spanish titles and an example row', async () => {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load((await readFile(RUTA_PLANTILLA)) as never);
    const hoja = libro.worksheets[0];
    expect((hoja.getRow(1).values as unknown[]).slice(1)).to.deep.equal(COLUMNAS_EXCEL.map((c) => c.titulo));
    expect((hoja.getRow(2).values as unknown[]).slice(1)).to.deep.equal(COLUMNAS_EXCEL.map((c) => c.ejemplo));
    const nueva = new ExcelJS.Workbook();
    await nueva.xlsx.load((await crearPlantilla()) as never);
    expect((nueva.worksheets[0].getRow(1).values as unknown[]).slice(1)).to.deep.equal((hoja.getRow(1).values as unknown[]).slice(1));
  });

  it('is read by the import’s streaming reader as one data row', async () => {
    const hoja = await hojaEntera(RUTA_PLANTILLA);
    expect(hoja.encabezados).to.deep.equal(COLUMNAS_EXCEL.map((c) => c.titulo));
    expect(hoja.filas).to.have.length(1);
    expect(hoja.filas[0].rowId).to.equal(2);
  });

  it('reads dates only in the chosen format, and only real days', () => {
    expect(leerFecha('07/02/2026', 'dd/MM/yyyy')).to.equal('2026-02-07');
    expect(leerFecha('02/07/2026', 'MM/dd/yyyy')).to.equal('2026-02-07');
    expect(leerFecha('2026-07-02', 'yyyy-dd-MM')).to.equal('2026-02-07');
    expect(leerFecha('7/2/2026 23:59:59', 'dd/MM/yyyy hh:mm:ss')).to.equal('2026-02-07');
    expect(leerFecha('07/02/2026', 'dd/MM/yyyy hh:mm:ss')).to.equal('2026-02-07');
    expect(leerFecha('07/02/2026 10:00:00', 'dd/MM/yyyy')).to.equal(null);
    expect(leerFecha('07-02-2026', 'dd/MM/yyyy')).to.equal(null);
    expect(leerFecha('29/02/2026', 'dd/MM/yyyy')).to.equal(null);
    expect(leerFecha('29/02/2028', 'dd/MM/yyyy')).to.equal('2028-02-29');
    expect(leerFecha('07/02/26', 'dd/MM/yyyy')).to.equal(null);
    expect(leerFecha('07/02/2026 24:00:00', 'dd/MM/yyyy hh:mm:ss')).to.equal(null);
  });
});
