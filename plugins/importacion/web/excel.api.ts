import { baseApi } from '../../../web/src/api/baseApi.ts';
import { cargaMutation, type Carga } from '../../../web/src/api/carga.ts';
import { BUCKET_EXCEL, rutaDeCargaExcel, type FilaImportada, type ImportarExcel, type ResultadoImportacion } from '../shared/excel-importacion.ts';

/** The Excel import's calls (spec 02 §7): the upload, then process and importar with the same body. */
export const excelApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    subirExcel: build.mutation<{ url: string }, Carga>(cargaMutation()),
    procesarExcel: build.mutation<FilaImportada[], ImportarExcel>({ query: (body) => ({ url: '/excel-importer/process', method: 'POST', body }) }),
    importarExcel: build.mutation<ResultadoImportacion[], ImportarExcel>({ query: (body) => ({ url: '/excel-importer/importar', method: 'POST', body }) }),
  }),
});

export const { useSubirExcelMutation, useProcesarExcelMutation, useImportarExcelMutation } = excelApi;

export const cargaDeExcel = (agenteId: number, file: File): Carga => ({ bucket: BUCKET_EXCEL, path: rutaDeCargaExcel(agenteId), file });

/** What the upload screen hands the preview in navigation state (spec 02 §2.13). */
export interface EstadoResultadoExcel {
  filas: FilaImportada[];
  solicitud: ImportarExcel;
}
