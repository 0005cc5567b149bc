import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ParameterizedContext } from 'koa';
import type { Extension } from '../../shared/storage.ts';
import { registroDeBuckets } from './buckets.ts';
import type { Config } from '../config.ts';
import { ApiRouter } from '../http/api-router.ts';
import { ok } from '../http/envelope.ts';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors.ts';
import type { RequestState, SessionState } from '../http/state.ts';
import { CONTENT_TYPES, contenidoCorresponde } from './file-types.ts';
import { leerCarga } from './multipart.ts';
import { createStorage, type ArchivoGuardado, type Storage } from './storage.service.ts';
import { RutaInvalida, extensionDe, rutaDeCarga } from './storage-path.ts';

type Ctx = ParameterizedContext<SessionState>;

// PDFs and images open in the browser; anything else downloads, so no stored text is ever rendered.
const EN_LINEA: string[] = ['pdf', 'jpg', 'jpeg', 'png'];

const noPermitido = (detalle: string) => new HttpError(415, `Tipo de archivo no permitido: ${detalle}`);

async function subir(ctx: Ctx, storage: Storage, tmpRaiz: string, limiteBytes: number): Promise<void> {
  const session = ctx.state.session;
  await mkdir(tmpRaiz, { recursive: true });
  const tmpDir = await mkdtemp(path.join(tmpRaiz, 'carga-'));
  try {
    const { campos, archivo } = await leerCarga(ctx, tmpDir, limiteBytes);
    const bucket = campos.bucket;
    const regla = registroDeBuckets.regla(bucket);
    if (!regla) throw badRequest(`El bucket no es válido; usa uno de: ${registroDeBuckets.nombres().join(', ')}`);
    if (!regla.subir.some((p) => session.can(p))) throw forbidden();
    let segmentos: string[];
    try {
      segmentos = rutaDeCarga(campos.path, archivo.nombreOriginal);
    } catch (err) {
      if (err instanceof RutaInvalida) throw badRequest(`La ruta del archivo no es válida: ${err.message}`);
      throw err;
    }
    const extension = extensionDe(segmentos);
    const nombre = segmentos[segmentos.length - 1];
    if (!(regla.extensiones as readonly string[]).includes(extension)) {
      throw noPermitido(`${nombre}; se aceptan ${regla.extensiones.join(', ')}`);
    }
    if (!(await contenidoCorresponde(archivo.ruta, extension as Extension))) {
      throw noPermitido(`el contenido de ${nombre} no corresponde a un archivo .${extension}`);
    }
    const url = await storage.guardar({ agenteId: session.agenteId, bucket, segmentos }, archivo.ruta);
    ctx.body = ok({ url }, 'Archivo cargado exitosamente');
  } finally {
    await rm(tmpDir, { recursive: true, force: true });
  }
}

/** Streams a stored file; anything that does not name an existing file is a 404. */
async function enviar(ctx: ParameterizedContext<RequestState>, storage: Storage, archivo: ArchivoGuardado | null): Promise<void> {
  const abierto = archivo && (await storage.abrir(archivo));
  if (!archivo || !abierto) throw notFound('El archivo no existe');
  const nombre = archivo.segmentos[archivo.segmentos.length - 1];
  const extension = extensionDe(archivo.segmentos);
  ctx.type = CONTENT_TYPES[extension as Extension] ?? 'application/octet-stream';
  ctx.length = abierto.tamano;
  ctx.set('Content-Disposition', `${EN_LINEA.includes(extension) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(nombre)}`);
  ctx.body = abierto.contenido;
}

/**
 * POST /api/storage/upload and GET /api/storage/<agenteId>/<bucket>/<path>. These routes touch no
 * database, so their router opens no request transaction: a slow upload must not hold PGlite's only
 * connection. The guards still check the session and the permission before the body is read.
 */
export function storageRouter(config: Config): ApiRouter<SessionState> {
  const storage = createStorage(config);
  const tmpRaiz = path.join(config.dataDir, 'tmp');
  const router = ApiRouter.sinTransacciones('core');
  router.post('/storage/upload', { permiso: registroDeBuckets.permisosDeCarga() }, (ctx) => subir(ctx, storage, tmpRaiz, config.uploadLimitBytes));
  // The company logo is shown by the public quotation viewer: that bucket needs no session.
  router.get('/storage/:agenteId/empresa/*ruta', { public: true }, (ctx) => enviar(ctx, storage, storage.desdeUrl(ctx.path)));
  router.get('/storage/:agenteId/:bucket/*ruta', { signedIn: true }, async (ctx) => {
    const session = ctx.state.session;
    const archivo = storage.desdeUrl(ctx.path);
    // Another agent's file, like a missing one, is a 404: existence is never revealed.
    if (!archivo || archivo.agenteId !== session.agenteId) throw notFound('El archivo no existe');
    const leer = registroDeBuckets.regla(archivo.bucket)?.leer ?? [];
    if (leer !== 'publico' && !leer.some((p) => session.can(p))) throw forbidden();
    await enviar(ctx, storage, archivo);
  });
  return router;
}
