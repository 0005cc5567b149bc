import path from 'node:path';
import type { UsuarioSesion } from '../../../../core/shared/auth/contract.ts';
import { BUCKET_CARATULAS, type CaratulaPeticion, type PolizaImportada, type RespuestaCaratula, type VistaPreviaCaratula } from '../../shared/caratula-api.ts';
import { BUCKET_EXCEL, rutaDeCargaExcel, type FilaImportada, type ResultadoImportacion, type ImportarExcel } from '../../shared/excel-importacion.ts';
import { rutaDeCaratulaDe } from './archivos.ts';
import { RespuestaFallida, type ClienteCartera } from './cliente-http.ts';
import type { Importador, OpcionesImportar } from './importador.ts';
import { polizaDeCaratula, polizaDeExcel, polizaDeVistaPrevia, simulado, yaExiste } from './resultados.ts';

/** A cover-page call's envelope, also when it is not ok (it then carries the code: 10, 14…). */
async function caratula<T>(cliente: ClienteCartera, ruta: string, peticion: CaratulaPeticion): Promise<RespuestaCaratula<T>> {
  try {
    return { ok: true, code: 0, message: '', body: await cliente.post<T>(ruta, peticion) };
  } catch (err) {
    if (err instanceof RespuestaFallida && err.code !== null) return { ok: false, code: err.code as RespuestaCaratula<T>['code'], message: err.message, body: null };
    throw err;
  }
}

/**
 * Server mode: the files go to the running server as the screens send them (upload, then the import
 * calls of spec 02 §7), signed in as the agent's user. A dry run uses the previews only.
 */
export function importadorServidor(cliente: ClienteCartera, usuario: UsuarioSesion, opciones: OpcionesImportar): Importador {
  return {
    modo: 'servidor',
    async pdf(archivo) {
      const caratulaUrl = await cliente.subir(BUCKET_CARATULAS, await rutaDeCaratulaDe(archivo), archivo);
      const peticion: CaratulaPeticion = { fileName: path.basename(archivo), caratulaUrl, crearClaveAgente: opciones.crearClaves, actualizar: opciones.actualizar };
      if (opciones.simulacion) {
        // A preview with crearClaveAgente creates the key (spec 02 §4): a dry run asks without it.
        const vista = await caratula<VistaPreviaCaratula>(cliente, '/polizas/caratula/preview', { ...peticion, crearClaveAgente: false });
        return polizaDeVistaPrevia(vista, opciones.actualizar, opciones.crearClaves);
      }
      return polizaDeCaratula(await caratula<PolizaImportada>(cliente, '/polizas/caratula', peticion));
    },
    async excel(archivo, formatoFecha) {
      const fileUrl = await cliente.subir(BUCKET_EXCEL, rutaDeCargaExcel(usuario.agenteId), archivo);
      const solicitud: ImportarExcel = { fileName: path.basename(archivo), fileUrl, dateFormat: formatoFecha, actualizar: opciones.actualizar };
      const filas = await cliente.post<FilaImportada[]>('/excel-importer/process', solicitud);
      if (opciones.simulacion) return filas.map((f) => polizaDeExcel(f, simulado(f, yaExiste(f), opciones.actualizar)));
      const resultados = await cliente.post<ResultadoImportacion[]>('/excel-importer/importar', solicitud);
      const porFila = new Map(resultados.map((r) => [r.poliza?.rowId, r]));
      return filas.map((f) => {
        const r = porFila.get(f.rowId);
        return polizaDeExcel(f, (r?.ok && r.poliza?.accion) || 'fallida', null, r?.message);
      });
    },
    cerrar: async () => undefined,
  };
}
