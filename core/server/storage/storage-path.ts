/**
 * A stored file's path inside its bucket, made safe before it touches the file system: no absolute
 * paths, no "." or ".." segments, no backslashes or control characters (NUL included), no hidden
 * files; other unusual characters of a user's file name become "_".
 */
const MAX_LARGO = 300;
const MAX_SEGMENTO = 120;
const MAX_NIVELES = 6;
const PROHIBIDO = /[\u0000-\u001f\u007f\\]/;
const PERMITIDO = /[^\p{L}\p{N} ._()-]/gu;

export class RutaInvalida extends Error {}

function segmentoSeguro(segmento: string): string {
  if (segmento === '') throw new RutaInvalida('tiene una carpeta sin nombre');
  if (segmento.startsWith('.')) throw new RutaInvalida('ningún nombre puede empezar con "."');
  if ([...segmento].length > MAX_SEGMENTO) throw new RutaInvalida(`cada nombre debe tener como máximo ${MAX_SEGMENTO} caracteres`);
  return segmento.replace(PERMITIDO, '_');
}

/** The path's segments, ready to join under the bucket; throws RutaInvalida with the reason. */
export function rutaSegura(ruta: string): string[] {
  const normal = ruta.normalize('NFC').trim();
  if (normal === '') throw new RutaInvalida('está vacía');
  if (PROHIBIDO.test(normal)) throw new RutaInvalida('no puede contener "\\" ni caracteres de control');
  if (normal.startsWith('/') || /^[a-z]:/i.test(normal)) throw new RutaInvalida('no puede ser absoluta');
  if ([...normal].length > MAX_LARGO) throw new RutaInvalida(`debe tener como máximo ${MAX_LARGO} caracteres`);
  const segmentos = normal.split('/').map(segmentoSeguro);
  if (segmentos.length > MAX_NIVELES) throw new RutaInvalida(`admite como máximo ${MAX_NIVELES} niveles`);
  return segmentos;
}

/** The upload's path: the field as given, the file's own name when empty, or appended when it ends in "/". */
export function rutaDeCarga(campo: string | undefined, nombreOriginal: string | null): string[] {
  const nombre = (nombreOriginal ?? '').split(/[\\/]/).pop() ?? '';
  const ruta = campo?.trim() ?? '';
  if (ruta === '' || ruta.endsWith('/')) return rutaSegura(ruta + nombre);
  return rutaSegura(ruta);
}

/** Lower-case extension of the last segment, without the dot; '' when it has none. */
export function extensionDe(segmentos: string[]): string {
  const nombre = segmentos[segmentos.length - 1];
  const punto = nombre.lastIndexOf('.');
  return punto > 0 ? nombre.slice(punto + 1).toLowerCase() : '';
}
