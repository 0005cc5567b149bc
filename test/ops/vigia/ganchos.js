// Module hooks (they run in the loader's own thread): every package the process imports is appended,
// one name a line, to the file given at registration.
import { appendFileSync } from 'node:fs';

let archivo = '';

/** @param {{ archivo: string }} data */
export function initialize(data) {
  archivo = data.archivo;
}

/**
 * @param {string} specifier
 * @param {object} context
 * @param {(specifier: string, context: object) => Promise<{ url: string }>} next
 */
export async function resolve(specifier, context, next) {
  const resuelto = await next(specifier, context);
  const paquete = resuelto.url.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1];
  if (paquete) appendFileSync(archivo, `${paquete}\n`);
  return resuelto;
}
