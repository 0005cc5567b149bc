import type { Schema } from '../../../core/shared/validation.ts';
import { MENSAJES_EXCEL } from './mensajes.ts';

/**
 * The Excel portfolio import (spec 02 §2.13, §3 'Imported policy row', §4, §5, §7; issue 13;
 * docs/adr/032-importacion-excel.md): the template's columns, the offered date formats and the rows
 * POST /excel-importer/process answers.
 */

/** The template's columns in order, each with its header in the template. */
export const COLUMNAS_EXCEL = [
  { campo: 'noPoliza', titulo: 'Número de póliza', ejemplo: 'AUT-000123' },
  { campo: 'claveAgente', titulo: 'Clave de agente', ejemplo: '12345' },
  { campo: 'formaPago', titulo: 'Forma de pago', ejemplo: 'Contado' },
  { campo: 'ramo', titulo: 'Ramo', ejemplo: 'Autos' },
  { campo: 'concepto', titulo: 'Concepto', ejemplo: 'Auto particular' },
  { campo: 'paquete', titulo: 'Plan', ejemplo: 'Amplia' },
  { campo: 'fechaVigenciaDe', titulo: 'Inicio de vigencia', ejemplo: '15/01/2026' },
  { campo: 'fechaVigenciaA', titulo: 'Fin de vigencia', ejemplo: '15/01/2027' },
  { campo: 'moneda', titulo: 'Moneda', ejemplo: 'MXN' },
  { campo: 'prima', titulo: 'Prima neta', ejemplo: 10000 },
  { campo: 'derecho', titulo: 'Derecho de póliza', ejemplo: 500 },
  { campo: 'recargo', titulo: 'Financiamiento', ejemplo: 0 },
  { campo: 'iva', titulo: 'IVA', ejemplo: 1680 },
  { campo: 'total', titulo: 'Prima total', ejemplo: 12180 },
  { campo: 'comision', titulo: 'Comisión', ejemplo: 1000 },
  { campo: 'personalidad', titulo: 'Personalidad', ejemplo: 'Física' },
  { campo: 'rfc', titulo: 'RFC', ejemplo: 'GORA850412KJ4' },
  { campo: 'nombres', titulo: 'Nombres o razón social', ejemplo: 'Ana' },
  { campo: 'apPaterno', titulo: 'Apellido paterno', ejemplo: 'Gómez' },
  { campo: 'apMaterno', titulo: 'Apellido materno', ejemplo: 'Ruiz' },
  { campo: 'fechaNacimiento', titulo: 'Fecha de nacimiento', ejemplo: '12/04/1985' },
] as const;

export type CampoExcel = (typeof COLUMNAS_EXCEL)[number]['campo'];
export const CAMPOS_EXCEL: readonly CampoExcel[] = COLUMNAS_EXCEL.map((c) => c.campo);

/** The storage bucket of the uploaded sheets, and the folder the screen uploads into (spec 02 §7). */
export const BUCKET_EXCEL = 'excel';
export const rutaDeCargaExcel = (agenteId: number): string => `agentes/${agenteId}/excel-import/`;

/** Where the screen links the template (a static file of the web app). */
export const URL_PLANTILLA_EXCEL = '/plantillas/importacion-polizas.xlsx';

/** The date formats offered (spec 02 §5): four orders, '/' or '-', each also with the time. */
const ORDENES = ['dd/MM/yyyy', 'MM/dd/yyyy', 'yyyy/MM/dd', 'yyyy/dd/MM'] as const;
export const FORMATOS_FECHA: readonly string[] = ORDENES.flatMap((o) => [o, o.replaceAll('/', '-')]).flatMap((f) => [f, `${f} hh:mm:ss`]);
export const FORMATO_FECHA_PREDETERMINADO = 'dd/MM/yyyy';

const TIEMPO = /(?:[ T]+(\d{1,2}):(\d{2}):(\d{2}))$/;

/**
 * A date written in `formato` → 'yyyy-MM-dd', or null when it is not one (or not a real day). A
 * format with time also takes the date alone; one without takes no time.
 */
export function leerFecha(texto: string, formato: string): string | null {
  const conHora = formato.endsWith('hh:mm:ss');
  const orden = formato.replace(' hh:mm:ss', '');
  const sep = orden.includes('/') ? '/' : '-';
  let limpio = texto.trim();
  const hora = TIEMPO.exec(limpio);
  if (hora) {
    if (!conHora || Number(hora[1]) > 23 || Number(hora[2]) > 59 || Number(hora[3]) > 59) return null;
    limpio = limpio.slice(0, hora.index);
  }
  const partes = limpio.split(sep);
  const nombres = orden.split(sep);
  if (partes.length !== 3 || partes.some((p) => !/^\d{1,4}$/.test(p))) return null;
  const valor = (clave: string) => partes[nombres.indexOf(clave)];
  const [anio, mes, dia] = [valor('yyyy'), valor('MM'), valor('dd')];
  if (anio.length !== 4 || mes.length > 2 || dia.length > 2) return null;
  const iso = `${anio}-${mes.padStart(2, '0')}-${dia.padStart(2, '0')}`;
  const fecha = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(fecha.getTime()) && fecha.toISOString().slice(0, 10) === iso ? iso : null;
}

export type StatusCelda = 'ok' | 'warning' | 'error';

/** One cell of the preview: the value as read (dates 'yyyy-MM-dd'), its status and why. */
export interface CeldaImportada {
  value: string | number | null;
  status: StatusCelda;
  errorMessage: string | null;
}

/** One row of the file (spec 02 §3 'Imported policy row'); rowId is the sheet's row number. */
export type FilaImportada = { rowId: number } & Record<CampoExcel, CeldaImportada>;

/** The body of both calls (spec 02 §7). */
export interface SolicitudExcel {
  fileName: string;
  fileUrl: string;
  dateFormat: string;
}

/**
 * The body of both calls with `actualizar` (issue 13, additive to spec 02 §7): importing updates the
 * policies already in the portfolio instead of skipping them, and the check's warning says so.
 */
export interface ImportarExcel extends SolicitudExcel {
  actualizar?: boolean;
}

/** The import's own field, checked with the body of both calls. */
export const importarExcelSchema: Schema = {
  actualizar: { kind: 'boolean', label: MENSAJES_EXCEL.actualizarExistentes },
};

/** One entry of POST /excel-importer/importar's answer. */
export interface ResultadoImportacion {
  ok: boolean;
  message: string;
  /** accion null: the row had errors and was not applied. */
  poliza: { id: number | null; noPoliza: string; rowId: number; accion: 'creada' | 'actualizada' | 'omitida' | null } | null;
}

/** Errors and warnings of the preview (the results dialog, spec 02 §8). */
export function conteoDeFilas(filas: readonly FilaImportada[]): { errores: number; advertencias: number } {
  let errores = 0;
  let advertencias = 0;
  for (const fila of filas) {
    const estados = CAMPOS_EXCEL.map((c) => fila[c].status);
    if (estados.includes('error')) errores++;
    else if (estados.includes('warning')) advertencias++;
  }
  return { errores, advertencias };
}

export const filaConErrores = (fila: FilaImportada): boolean => CAMPOS_EXCEL.some((c) => fila[c].status === 'error');
