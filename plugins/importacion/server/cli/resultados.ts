import { CODIGOS_CARATULA, type PolizaImportada, type RespuestaCaratula, type VistaPreviaCaratula } from '../../shared/caratula-api.ts';
import { COLUMNAS_EXCEL, filaConErrores, type FilaImportada } from '../../shared/excel-importacion.ts';
import type { PolizaInforme, Resultado } from './informe.ts';
import { MENSAJES_CLI, MENSAJES_EXCEL } from '../../shared/mensajes.ts';

/**
 * The answers of the import services (the same in both modes: direct calls return them, the API
 * sends them) as the report's rows.
 */

/** A cover page that gave no policy: an existing one is skipped, anything else failed (with what to do for code 10). */
function sinPoliza(respuesta: RespuestaCaratula<unknown>): PolizaInforme {
  const sin = (resultado: Resultado, mensaje: string): PolizaInforme => ({ resultado, noPoliza: null, aseguradora: null, fila: null, mensaje });
  if (respuesta.code === CODIGOS_CARATULA.existente) return sin('omitida', `${respuesta.message}; ${MENSAJES_CLI.usaActualizar}`);
  const ayuda = respuesta.code === CODIGOS_CARATULA.claveNoRegistrada ? `; ${MENSAJES_CLI.usaCrearClaves}` : '';
  return sin('fallida', `${respuesta.message}${ayuda}`);
}

export function polizaDeCaratula(respuesta: RespuestaCaratula<PolizaImportada>): PolizaInforme {
  if (!respuesta.ok || !respuesta.body) return sinPoliza(respuesta);
  const { accion, noPoliza, agenteClave } = respuesta.body;
  return { resultado: accion, noPoliza, aseguradora: agenteClave.aseguradora.abreviacion, fila: null, mensaje: '' };
}

/** --dry-run: what POST /polizas/caratula would do with this preview (`crearClaves`: the preview was asked without creating the key). */
export function polizaDeVistaPrevia(respuesta: RespuestaCaratula<VistaPreviaCaratula>, actualizar: boolean, crearClaves = false): PolizaInforme {
  if (crearClaves && respuesta.code === CODIGOS_CARATULA.claveNoRegistrada)
    return { resultado: 'creada', noPoliza: null, aseguradora: null, fila: null, mensaje: MENSAJES_CLI.claveAlImportar(respuesta.message) };
  if (!respuesta.ok || !respuesta.body) return sinPoliza(respuesta);
  const { poliza, existente, agenteClave } = respuesta.body;
  const resultado: Resultado = existente ? (actualizar ? 'actualizada' : 'omitida') : 'creada';
  return { resultado, noPoliza: poliza.noPoliza, aseguradora: agenteClave.aseguradora.abreviacion, fila: null, mensaje: resultado === 'omitida' ? MENSAJES_CLI.yaEstaba : '' };
}

/** The row's own errors, each after its column's name. */
const erroresDe = (fila: FilaImportada) =>
  COLUMNAS_EXCEL.filter((c) => fila[c.campo].status === 'error')
    .map((c) => `${c.titulo}: ${fila[c.campo].errorMessage}`)
    .join('; ');

/** A policy in the portfolio already: the check marked its number (POST /excel-importer/process). */
export const yaExiste = (fila: FilaImportada) =>
  fila.noPoliza.status === 'warning' && (fila.noPoliza.errorMessage === MENSAJES_EXCEL.polizaExistente || fila.noPoliza.errorMessage === MENSAJES_EXCEL.polizaSeActualizara);

/** --dry-run of one checked row. */
export function simulado(fila: FilaImportada, existente: boolean, actualizar: boolean): Resultado {
  if (filaConErrores(fila)) return 'fallida';
  if (!existente) return 'creada';
  return actualizar ? 'actualizada' : 'omitida';
}

/** `motivo`: why a row without errors of its own failed (the import's answer). */
export function polizaDeExcel(fila: FilaImportada, resultado: Resultado, aseguradora: string | null = null, motivo = ''): PolizaInforme {
  const noPoliza = fila.noPoliza.value === null ? null : String(fila.noPoliza.value).toUpperCase();
  const mensaje = resultado === 'fallida' ? erroresDe(fila) || motivo : resultado === 'omitida' ? MENSAJES_CLI.yaEstaba : '';
  return { resultado, noPoliza, aseguradora, fila: fila.rowId, mensaje };
}
