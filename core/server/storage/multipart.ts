import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { HttpError, badRequest } from '../http/errors.ts';

export interface Carga {
  campos: Record<string, string>;
  archivo: { ruta: string; nombreOriginal: string | null; tamano: number };
}

/** formidable's error codes (formidable/src/FormidableError.js) that the user can fix. */
const DEMASIADO_GRANDE = new Set([1009, 1016]);
const VACIO = new Set([1008, 1010]);
const VARIOS_ARCHIVOS = 1015;
// Room for the boundaries, part headers and the bucket and path fields around the file.
const HOLGURA = 64 * 1024;

export function mensajeTamano(limiteBytes: number): string {
  return `El archivo excede el tamaño máximo de ${Math.round(limiteBytes / (1024 * 1024))} MB`;
}

function traducir(err: unknown, limiteBytes: number): HttpError {
  const code = (err as { code?: number }).code ?? 0;
  if (DEMASIADO_GRANDE.has(code)) return new HttpError(413, mensajeTamano(limiteBytes));
  if (VACIO.has(code)) return badRequest('El archivo está vacío');
  if (code === VARIOS_ARCHIVOS) return badRequest('Envía un solo archivo por solicitud');
  return badRequest('El formulario de carga no es válido; envía multipart/form-data con los campos bucket, path y file');
}

/**
 * Reads one multipart upload into `tmpDir` (a directory of this request only, which the caller
 * removes afterwards, whatever happens). The JSON parser of the API lets multipart through untouched.
 */
export async function leerCarga(ctx: Context, tmpDir: string, limiteBytes: number): Promise<Carga> {
  if (!ctx.is('multipart')) throw badRequest('Envía el archivo como multipart/form-data con los campos bucket, path y file');
  // A declared length over the limit is refused before a byte is stored.
  if (ctx.request.length && ctx.request.length > limiteBytes + HOLGURA) throw new HttpError(413, mensajeTamano(limiteBytes));
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    formidable: { uploadDir: tmpDir, maxFileSize: limiteBytes, maxFiles: 1, maxFields: 10, maxFieldsSize: HOLGURA, allowEmptyFiles: false, minFileSize: 1 },
  });
  try {
    await parse(ctx, async () => {});
  } catch (err) {
    throw traducir(err, limiteBytes);
  }
  const campos: Record<string, string> = {};
  for (const [nombre, valor] of Object.entries(ctx.request.body ?? {})) {
    if (typeof valor !== 'string') throw badRequest(`El campo ${nombre} debe enviarse una sola vez`);
    campos[nombre] = valor;
  }
  const archivo = ctx.request.files?.file;
  if (!archivo || Array.isArray(archivo)) throw badRequest('Falta el archivo (campo file)');
  return { campos, archivo: { ruta: archivo.filepath, nombreOriginal: archivo.originalFilename, tamano: archivo.size } };
}
