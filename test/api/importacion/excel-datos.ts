import { expect } from 'chai';
import ExcelJS from 'exceljs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { rfcPersonaFisica, rfcPersonaMoral } from '../../../core/shared/mx/rfc.ts';
import { BUCKET_EXCEL, COLUMNAS_EXCEL, rutaDeCargaExcel, type CampoExcel } from '../../../plugins/importacion/shared/excel-importacion.ts';
import type { Cuenta } from '../../helpers/accounts.ts';
import { pluginsDelNucleo, startTestServer, type TestServer } from '../../helpers/server.ts';
import { projectPlugins } from '../../../core/server/runtime.ts';
import type { ParteLector } from '../../../plugins/importacion/server/excel/lector-excel.worker.ts';
import { leerExcelEnPartes, limitesExcel } from '../../../plugins/importacion/server/services/excel-proceso.service.ts';

/**
 * Sheets for the Excel import tests (issue 13): the template's header and rows built from named
 * values, uploaded as the screen uploads them or placed straight in the agent's storage (files the
 * upload itself would refuse).
 */

export type Valor = ExcelJS.CellValue;
export type Fila = Partial<Record<CampoExcel, Valor>>;

let secuencia = 0;
const LETRAS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid row: an Auto policy, mensual, 10,000 + 500 + 1,680 IVA, its persona física with a real RFC. */
export function filaValida(clave: string, d: Fila = {}): Fila {
  secuencia += 1;
  const nombres = `Luis ${LETRAS[secuencia % 26]}${LETRAS[Math.floor(secuencia / 26) % 26].toLowerCase()}`;
  const rfc = rfcPersonaFisica({ nombres, apPat: 'Méndez', apMat: 'Soto', fecNacimiento: '1980-03-09' });
  return {
    noPoliza: `XL-${process.pid}-${secuencia}`,
    claveAgente: clave,
    formaPago: 'Mensual',
    ramo: 'Autos',
    concepto: 'Auto particular',
    paquete: 'Amplia',
    fechaVigenciaDe: '15/01/2026',
    fechaVigenciaA: '15/01/2027',
    moneda: 'MXN',
    prima: 10000,
    derecho: 500,
    recargo: 0,
    iva: 1680,
    total: 12180,
    comision: 1000,
    personalidad: 'Física',
    rfc,
    nombres,
    apPaterno: 'Méndez',
    apMaterno: 'Soto',
    fechaNacimiento: '09/03/1980',
    ...d,
  };
}

/** A persona moral's columns. */
export function moral(razonSocial: string): Fila {
  return { personalidad: 'Moral', nombres: razonSocial, rfc: rfcPersonaMoral({ razonSocial, fecRegistro: '2010-06-01' }), apPaterno: null, apMaterno: null, fechaNacimiento: null };
}

/** An .xlsx with the template's header (or the one given) and the rows in column order. */
export async function libro(filas: Fila[], opciones: { encabezados?: string[]; crudas?: Valor[][] } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const hoja = wb.addWorksheet('Pólizas');
  hoja.addRow(opciones.encabezados ?? COLUMNAS_EXCEL.map((c) => c.titulo));
  for (const f of filas) hoja.addRow(COLUMNAS_EXCEL.map((c) => f[c.campo] ?? null));
  for (const r of opciones.crudas ?? []) hoja.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Uploads through POST /storage/upload (bucket and path of spec 02 §7) and answers the file's URL. */
export async function subirExcel(server: TestServer, cuenta: Cuenta, contenido: Buffer, nombre = 'cartera.xlsx'): Promise<string> {
  const form = new FormData();
  form.set('bucket', BUCKET_EXCEL);
  form.set('path', rutaDeCargaExcel(cuenta.login.agenteId));
  form.set('file', new Blob([new Uint8Array(contenido)]), nombre);
  const res = await fetch(`${server.url}/api/storage/upload`, { method: 'POST', headers: cuenta.auth, body: form });
  const body = await res.json();
  expect(body.ok, body.message).to.equal(true);
  return body.body.url;
}

/** Writes bytes straight into the agent's Excel folder of the storage and answers their URL. */
export async function colocarArchivo(server: TestServer, cuenta: Cuenta, nombre: string, contenido: Buffer): Promise<string> {
  const segmentos = [...rutaDeCargaExcel(cuenta.login.agenteId).split('/').filter(Boolean), nombre];
  const destino = path.join(server.config.dataDir, 'storage', String(cuenta.login.agenteId), BUCKET_EXCEL, ...segmentos);
  await mkdir(path.dirname(destino), { recursive: true });
  await writeFile(destino, contenido);
  return `/api/storage/${cuenta.login.agenteId}/${BUCKET_EXCEL}/${segmentos.map(encodeURIComponent).join('/')}`;
}

export const solicitud = (fileUrl: string, dateFormat = 'dd/MM/yyyy', fileName = 'cartera.xlsx') => ({ fileName, fileUrl, dateFormat });

/** The server with the portfolio core and this plugin only: other plugins' work does not change these tests. */
export function servidorDeImportacion(opciones: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  return startTestServer({ plugins: [...pluginsDelNucleo(), ...projectPlugins().filter((p) => p.id === 'importacion')], ...opciones });
}

/** The whole sheet as the one part of a read (leerExcelEnPartes with no part size). */
export const comoUnaParte = (ruta: string): AsyncGenerator<ParteLector> => leerExcelEnPartes(ruta, limitesExcel(), Infinity);

/** The whole sheet's one part, read before any transaction opens. */
export async function hojaEntera(ruta: string): Promise<ParteLector> {
  for await (const parte of comoUnaParte(ruta)) return parte;
  throw new Error('el lector no entregó ninguna parte');
}
