import type { ParameterizedContext } from 'koa';
import type { ApiRouter } from '../../../../core/server/http/api-router.ts';
import { responderLista } from '../../../../core/server/http/lista-comprimida.ts';
import { badRequest, HttpError, notFound } from '../../../../core/server/http/errors.ts';
import type { SessionState } from '../../../../core/server/http/state.ts';
import { validBody } from '../../../../core/server/http/validate-body.ts';
import { withTenant } from '../../../../core/server/db/tenancy.ts';
import type { Database } from '../../../../core/server/db/database.ts';
import type { Storage } from '../../../../core/server/storage/storage.service.ts';
import type { Schema } from '../../../../core/shared/validation.ts';
import type { BucketRegla } from '../../../../core/shared/storage.ts';
import { BUCKET_EXCEL, FORMATOS_FECHA, importarExcelSchema, type ImportarExcel, type SolicitudExcel } from '../../shared/excel-importacion.ts';
import { MENSAJES_EXCEL } from '../../shared/mensajes.ts';
import { aplicarExcel, resultadoDe } from '../services/excel-importar.service.ts';
import { leerExcelEnPartes, limitesExcel, procesarExcelEnPartes, type LimitesExcel } from '../services/excel-proceso.service.ts';

type Ctx = ParameterizedContext<SessionState>;

const FILAS_POR_AVISO = 500;

/** The bucket the screen uploads the sheet into (path agentes/{agenteId}/excel-import/, spec 02 §7). */
export const BUCKETS_EXCEL: Readonly<Record<string, BucketRegla>> = {
  [BUCKET_EXCEL]: { subir: ['POLIZAS_IMPORT'], leer: ['POLIZAS_IMPORT'], extensiones: ['xlsx'] },
};

const solicitudSchema: Schema = {
  fileName: {
    kind: 'string',
    label: 'El nombre del archivo',
    required: MENSAJES_EXCEL.archivoRequerido,
    max: 300,
    check: (v) => (/\.xlsx$/i.test(String(v)) ? null : MENSAJES_EXCEL.soloXlsx),
  },
  fileUrl: { kind: 'string', label: 'La dirección del archivo', required: MENSAJES_EXCEL.archivoRequerido, max: 1000 },
  dateFormat: {
    kind: 'string',
    label: 'El formato de fecha',
    required: 'El formato de fecha es obligatorio',
    check: (v) => (FORMATOS_FECHA.includes(String(v)) ? null : MENSAJES_EXCEL.formatoFecha(FORMATOS_FECHA)),
  },
};

/**
 * The body of both calls and the caller's own uploaded sheet, handed to `leer` (both read it in parts:
 * process checks each, importar checks and applies each); another agent's file is a 404.
 */
async function conArchivoDeSolicitud<T>(ctx: Ctx, storage: Storage, leer: (ruta: string, limites: LimitesExcel, formato: string) => Promise<T>): Promise<T> {
  const { fileUrl, dateFormat } = validBody<SolicitudExcel>(ctx, solicitudSchema);
  const limites = limitesExcel();
  const archivo = storage.desdeUrl(fileUrl);
  if (!archivo || archivo.agenteId !== ctx.state.session.agenteId || archivo.bucket !== BUCKET_EXCEL) throw notFound(MENSAJES_EXCEL.archivoNoExiste);
  const tamano = await storage.tamano(archivo);
  if (tamano === null) throw notFound(MENSAJES_EXCEL.archivoNoExiste);
  if (tamano > limites.maxBytes) throw badRequest(MENSAJES_EXCEL.archivoGrande(Math.round(limites.maxBytes / (1024 * 1024))));
  // On S3 the worker reads a local copy, removed once it is done.
  const hecho = await storage.enLocal(archivo, (ruta) => leer(ruta, limites, dateFormat));
  if (hecho === null) throw notFound(MENSAJES_EXCEL.archivoNoExiste);
  return hecho;
}

/**
 * POST /excel-importer/process and /importar (spec 02 §7; docs/adr/032-importacion-excel.md). Routes
 * without a request transaction: both read the sheet in parts in the worker pool; process checks each
 * part in a short transaction of its own while the worker reads the next; importar checks and applies
 * each part inside its one transaction before the next (all or nothing).
 */
export function excelRoutes(router: ApiRouter<SessionState>, storage: Storage, db: Database): void {
  const { knex } = db;
  router.post('/excel-importer/process', { permiso: 'POLIZAS_IMPORT' }, async (ctx) => {
    const { actualizar } = validBody<Pick<ImportarExcel, 'actualizar'>>(ctx, importarExcelSchema);
    const siExiste = actualizar ? 'actualizar' : 'omitir';
    await responderLista(ctx, (agregar) =>
      conArchivoDeSolicitud(ctx, storage, (ruta, limites, formato) =>
        procesarExcelEnPartes(knex, ctx.state.session, leerExcelEnPartes(ruta, limites), formato, siExiste, (revisadas) => agregar(revisadas.map((r) => r.fila))),
      ),
    );
  });

  router.post('/excel-importer/importar', { permiso: 'POLIZAS_IMPORT' }, async (ctx) => {
    const { actualizar } = validBody<Pick<ImportarExcel, 'actualizar'>>(ctx, importarExcelSchema);
    const escritor = { agenteId: ctx.state.session.agenteId, usuarioId: ctx.state.session.usuarioId };
    // A long import says how far it got (nothing of it is visible to others until it commits).
    const avance = (hechas: number, total: number) => {
      if (hechas % FILAS_POR_AVISO === 0) ctx.state.log.info('importación de Excel en curso', { agenteId: escritor.agenteId, hechas, total });
    };
    try {
      const opciones = { siExiste: actualizar ? ('actualizar' as const) : ('omitir' as const), avance };
      // Answered once the transaction committed: only then is the list an import's.
      await responderLista(ctx, (agregar) =>
        conArchivoDeSolicitud(ctx, storage, (ruta, limites, formato) =>
          withTenant(knex, escritor.agenteId, (trx) =>
            aplicarExcel(trx, escritor, leerExcelEnPartes(ruta, limites), formato, opciones, (hechas) => agregar(hechas.map(resultadoDe))),
          ),
        ),
      );
    } catch (e) {
      if (e instanceof HttpError) throw e;
      // The transaction rolled back: nothing of the file was saved, and the agent may simply retry.
      ctx.state.log.error('la importación de Excel falló', { error: e as Error });
      throw new HttpError(503, MENSAJES_EXCEL.importacionFallida, null, { 'Retry-After': '5' });
    }
  });
}
