import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Whether the server runs compiled (dist/, `npm run build:server`) or from its TypeScript sources under tsx. */
export const COMPILADO = import.meta.url.endsWith('.js');

/** The folder the server's modules run from: the project's root, or its dist/ when compiled. */
export const CODE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The project's root folder (its data files, web app and package.json), wherever the process was started from. */
export const PROJECT_ROOT = COMPILADO ? path.dirname(CODE_ROOT) : CODE_ROOT;

/** The extension of the modules that run: a worker or a migration is loaded by a path, not an import the compiler rewrites. */
export const EXTENSION_DE_MODULO = COMPILADO ? '.js' : '.ts';

/** The module `relativo` (without extension) beside the module at `desde`, in the form that runs. */
export function moduloJunto(relativo: string, desde: string): URL {
  return new URL(`${relativo}${EXTENSION_DE_MODULO}`, desde);
}
