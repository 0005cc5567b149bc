import type { Knex } from 'knex';
import { HttpError, badRequest } from '../../../../core/server/http/errors.ts';
import type { Escritor } from '../../../crm/server/index.ts';
import { filaConErrores, type CampoExcel, type FilaImportada, type ResultadoImportacion } from '../../shared/excel-importacion.ts';
import { MENSAJES_EXCEL } from '../../shared/mensajes.ts';
import { bloquearNumerosDelAgente } from '../../../polizas/server/index.ts';
import type { ParteLector } from '../excel/lector-excel.worker.ts';
import type { FilaResuelta } from '../excel/validar-fila.ts';
import { altaDePoliza, type AltaDePoliza, type ResultadoDeAlta } from './alta.service.ts';
import { aplicarEnLote, FilaRechazada } from './excel-lote.service.ts';
import { revisorDeFilas } from './excel-proceso.service.ts';

/**
 * POST /excel-importer/importar (issue 13): the file is read again in parts (leerExcelEnPartes) and
 * each part checked again (the client's rows are never trusted), then every row without errors is saved as
 * the wizard saves it — new policies through the owners' batch services, updates row by row through the
 * wizard's save path — in the caller's one transaction, before the next part is read. A row refused while saving refuses the whole file: all or nothing.
 * Rows with errors are not applied and are answered as not imported (docs/adr/032-importacion-excel.md).
 */

export interface OpcionesImportarExcel {
  /** A policy already in the portfolio: skipped (the screen) or updated (`cartera importar --actualizar`). */
  siExiste: 'omitir' | 'actualizar';
  /** Called as rows are handled (a progress bar, the log of a long import); `total`: the rows read so far (a file read in parts is counted as it goes). */
  avance?: (hechas: number, total: number) => void;
}

export interface FilaImportadaConAlta {
  fila: FilaImportada;
  /** Null for a row with errors, which is not applied. */
  alta: ResultadoDeAlta | null;
}

const texto = (fila: FilaImportada, campo: CampoExcel): string | null => (fila[campo].value === null ? null : String(fila[campo].value));
const numero = (fila: FilaImportada, campo: CampoExcel): number => Number(fila[campo].value ?? 0);

/** A checked row without errors as the save path takes it. */
function altaDeFila({ fila, clave, monedaId, ramo, formaPago, fiscal }: FilaResuelta): AltaDePoliza {
  if (!clave || !monedaId || !ramo || !formaPago || !fiscal) throw new Error(`La fila ${fila.rowId} no está completa`);
  return {
    cliente: {
      fiscal,
      nombres: texto(fila, 'nombres') ?? '',
      apPat: texto(fila, 'apPaterno'),
      apMat: texto(fila, 'apMaterno'),
      rfc: texto(fila, 'rfc'),
      fecNacimiento: texto(fila, 'fechaNacimiento'),
      direccion: null,
      cp: null,
    },
    poliza: {
      claveAgente: clave.id,
      vendedor: null,
      moneda: monedaId,
      formaPago,
      noPoliza: (texto(fila, 'noPoliza') ?? '').toUpperCase(),
      concepto: texto(fila, 'concepto') ?? '',
      paquete: texto(fila, 'paquete') ?? '',
      ramo,
      conducto: null,
      fechaVigenciaDe: texto(fila, 'fechaVigenciaDe') ?? '',
      fechaVigenciaA: texto(fila, 'fechaVigenciaA') ?? '',
      polizaIDRenovo: null,
      texto: null,
      status: null,
      prima: numero(fila, 'prima'),
      derecho: numero(fila, 'derecho'),
      recargo: numero(fila, 'recargo'),
      iva: numero(fila, 'iva'),
      total: numero(fila, 'total'),
      porcentajeComision: null,
      comision: fila.comision.value === null ? null : numero(fila, 'comision'),
      asegurados: [],
      vehiculo: null,
      // The receipts are calculated as the wizard calculates them.
      recibos: [],
      caratula: null,
    },
  };
}

/** A refusal while saving refuses the whole file, naming the row. */
function rechazoDeFila(fila: FilaImportada, e: unknown): unknown {
  return e instanceof HttpError && e.status < 500 ? badRequest(`Fila ${fila.rowId}: ${e.message}. ${MENSAJES_EXCEL.importacionFallida}`) : e;
}

/** The wizard's save path row after row: what updates of policies already in the portfolio take. */
export async function aplicarFilaPorFila(
  trx: Knex.Transaction,
  escritor: Escritor,
  filas: readonly FilaResuelta[],
  opciones: OpcionesImportarExcel,
): Promise<FilaImportadaConAlta[]> {
  const hechas: FilaImportadaConAlta[] = [];
  for (const resuelta of filas) {
    if (filaConErrores(resuelta.fila)) {
      hechas.push({ fila: resuelta.fila, alta: null });
    } else {
      try {
        hechas.push({ fila: resuelta.fila, alta: await altaDePoliza(trx, escritor, altaDeFila(resuelta), { esRobot: true, siExiste: opciones.siExiste }) });
      } catch (e) {
        throw rechazoDeFila(resuelta.fila, e);
      }
    }
    opciones.avance?.(hechas.length, filas.length);
  }
  return hechas;
}

/** The same result through the owners' batch services (excel-lote.service.ts); undefined when updates must go row by row. */
export async function aplicarFilasEnLote(
  trx: Knex.Transaction,
  escritor: Escritor,
  filas: readonly FilaResuelta[],
  opciones: OpcionesImportarExcel,
): Promise<FilaImportadaConAlta[] | undefined> {
  const validas = filas.filter((r) => !filaConErrores(r.fila));
  const altas = validas.map((r) => ({ fila: r.fila, aseguradoraId: r.clave?.aseguradoraId ?? 0, alta: altaDeFila(r) }));
  let resultados;
  try {
    resultados = await aplicarEnLote(trx, escritor, altas, opciones.siExiste, (hechas) => opciones.avance?.(hechas, filas.length));
  } catch (e) {
    throw e instanceof FilaRechazada ? rechazoDeFila(e.fila, e.causa) : e;
  }
  if (!resultados) return undefined;
  const porFila = new Map(validas.map((r, i) => [r.fila, resultados[i]]));
  if (validas.length < filas.length) opciones.avance?.(filas.length, filas.length);
  return filas.map((r) => ({ fila: r.fila, alta: porFila.get(r.fila) ?? null }));
}

/**
 * Checks and applies the sheet part after part (leerExcelEnPartes) in the caller's one transaction,
 * keeping of each applied part only what `convertir` makes of it (the API's answer entries, added to
 * its compressed answer; the CLI's report lines); throws (and the caller's transaction rolls back
 * every part already written) when any row is refused. Used by importar and by `cartera importar excel`.
 */
export async function aplicarExcel<T>(
  trx: Knex.Transaction,
  escritor: Escritor,
  partes: AsyncIterable<ParteLector>,
  formatoFecha: string,
  opciones: OpcionesImportarExcel,
  convertir: (hechas: FilaImportadaConAlta[]) => T | Promise<T>,
): Promise<T[]> {
  const resultados: T[] = [];
  const revisar = revisorDeFilas(escritor, formatoFecha, opciones.siExiste);
  let antes = 0;
  for await (const parte of partes) {
    const filas = await revisar(trx, parte);
    // A file of several parts cannot name every number before it writes its first part: it takes all the agent's number locks first.
    if (antes === 0 && !parte.ultima) await bloquearNumerosDelAgente(trx, escritor.agenteId);
    const avance = (hechas: number) => opciones.avance?.(antes + hechas, antes + filas.length);
    const deLaParte = { ...opciones, avance };
    // Updates of policies already there go row by row; everything else through the batch path.
    const hechas = (await aplicarFilasEnLote(trx, escritor, filas, deLaParte)) ?? (await aplicarFilaPorFila(trx, escritor, filas, deLaParte));
    resultados.push(await convertir(hechas));
    antes += filas.length;
  }
  return resultados;
}

/** One row's entry of the answer: all that is kept of it once its part is applied. */
export function resultadoDe({ fila, alta }: FilaImportadaConAlta): ResultadoImportacion {
  const noPoliza = String(fila.noPoliza.value ?? '').toUpperCase();
  if (!alta) return { ok: false, message: MENSAJES_EXCEL.conErrores(fila.rowId), poliza: { id: null, noPoliza, rowId: fila.rowId, accion: null } };
  const message =
    alta.accion === 'omitida'
      ? MENSAJES_EXCEL.omitida(alta.noPoliza)
      : alta.accion === 'actualizada'
        ? MENSAJES_EXCEL.actualizada(alta.noPoliza, alta.aseguradora)
        : MENSAJES_EXCEL.importada(alta.noPoliza, alta.aseguradora);
  return { ok: true, message, poliza: { id: alta.polizaId, noPoliza: alta.noPoliza, rowId: fila.rowId, accion: alta.accion } };
}
